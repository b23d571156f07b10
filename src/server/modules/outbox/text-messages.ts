import { formatNaira } from "../../../shared/money.ts";
import { phoneDigits } from "../../../shared/phone.ts";
import { visitLabel } from "../../../shared/rules/booking.ts";
import {
  fillTemplate,
  smsText,
  textFirstNameMax,
  textMessageKinds,
  type TemplateReference,
  type TextFacts,
  type TextMessageKind,
} from "../../../shared/rules/messaging.ts";
import type { OutboxKind } from "../../../shared/rules/outbox.ts";
import type { Booking } from "../../../shared/schemas/booking.ts";
import type { OutgoingMessage } from "./outbox.repository.ts";

/** How customers' text messages go on this site now: WhatsApp first when it is set up, else SMS, else none. */
export type TextRoute = {
  channel: "whatsapp" | "sms";
  templates: Partial<Record<TextMessageKind, TemplateReference>>;
  defaults: Record<TextMessageKind, TemplateReference>;
  business: string;
  /** SMS is set up too: a WhatsApp message that cannot be delivered goes by SMS instead. */
  smsFallback: boolean;
};

/** What a WhatsApp row keeps for its provider and for the SMS sent instead when WhatsApp cannot deliver. */
export type TextPayload = {
  template: TemplateReference;
  params: string[];
  sms: string;
  smsFallback: boolean;
};

/** The booking's facts as the text messages write them. */
function factsOf(booking: Booking, business: string, extra: Partial<TextFacts>): TextFacts {
  const first = booking.customerName.trim().split(/\s+/)[0] ?? booking.customerName;
  return {
    firstName: first.slice(0, textFirstNameMax),
    visit: visitLabel(booking.preferredDate, booking.preferredTime),
    total: formatNaira(booking.totalPrice),
    link: booking.bookingId,
    bookingId: booking.bookingId,
    amount: "",
    business,
    ...extra,
  };
}

/**
 * The WhatsApp or SMS row of one customer message about a booking (docs/decisions/046-message-channels.md),
 * or none when no text channel is set up or the booking's phone number cannot be read. Any outbox kind
 * listed in src/shared/rules/messaging.ts goes this way; `extra` gives facts the booking does not hold
 * (the manage link, an amount paid).
 */
export function textMessageFor(
  kind: OutboxKind | TextMessageKind,
  booking: Booking,
  route: TextRoute | undefined,
  extra: Partial<TextFacts> & { coalesceMs?: number } = {},
): OutgoingMessage[] {
  const to = phoneDigits(booking.phone);
  if (!route || !to || !(kind in textMessageKinds)) return [];
  const textKind = kind as TextMessageKind;
  const { coalesceMs, ...given } = extra;
  const facts = factsOf(booking, route.business, given);
  const definition = textMessageKinds[textKind];
  const params = definition.params.map((fact) => facts[fact]);
  const sms = smsText(textKind, params, route.business);
  const common = {
    kind: kind as OutboxKind,
    bookingId: booking._id,
    to,
    html: "",
    ...(coalesceMs !== undefined ? { coalesceMs } : {}),
  };
  if (route.channel === "sms") return [{ ...common, channel: "sms", subject: "SMS", text: sms }];
  const template = route.templates[textKind] ?? route.defaults[textKind];
  const payload: TextPayload = { template, params, sms, smsFallback: route.smsFallback };
  return [
    {
      ...common,
      channel: "whatsapp",
      subject: `Template ${template.name} (${template.language})`,
      text: fillTemplate(definition.body, params),
      payload: JSON.stringify(payload),
    },
  ];
}

/**
 * The SMS that stands for a WhatsApp row whose customer turned WhatsApp off for the booking, when SMS is
 * set up; undefined otherwise.
 */
export function smsInsteadOf(message: OutgoingMessage): OutgoingMessage | undefined {
  if (message.channel !== "whatsapp" || !message.payload) return undefined;
  const payload = JSON.parse(message.payload) as TextPayload;
  if (!payload.smsFallback) return undefined;
  const { payload: _dropped, ...rest } = message;
  return { ...rest, channel: "sms", subject: "SMS", text: payload.sms };
}
