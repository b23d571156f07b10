import { z } from "zod";
import { channelChoiceNotValid } from "../rules/messaging.ts";
import { whatsappNoticeNotValid, whatsappNotices } from "../rules/notices.ts";
import { bookingStatuses, timeWindows } from "../booking-status.ts";
import { bookingEventActors } from "../rules/manage.ts";
import { calendarDate, recordId, text } from "./common.ts";
import { onlinePaymentOffer } from "./online-payment.ts";
import { bookedServiceShown } from "./booked-service.ts";
import { seriesSummary, seriesVisit } from "./series.ts";
import { bookingQuote } from "./quote.ts";

/** One step of a booking's history; `actorName` is the staff member's name, given to staff only. */
export const bookingEvent = z.object({
  at: z.string(),
  kind: z.string(),
  actor: z.enum(bookingEventActors),
  actorName: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type BookingEvent = z.infer<typeof bookingEvent>;

export const bookingHistory = z.object({ events: z.array(bookingEvent) });
export type BookingHistory = z.infer<typeof bookingHistory>;

/** What the manage link shows its holder: the booking, its history, and whether it may still change. */
export const managedBooking = z.object({
  bookingId: z.string(),
  customerName: z.string(),
  address: z.string(),
  status: z.enum(bookingStatuses),
  preferredDate: z.string().nullable(),
  preferredTime: z.enum(timeWindows).nullable(),
  services: z.array(bookedServiceShown),
  subtotal: z.number(),
  couponCode: z.string().nullable(),
  discountAmount: z.number(),
  totalPrice: z.number(),
  /** The area of the visit and its travel fee (naira), never discounted. */
  area: z.string().nullable().optional(),
  travelFee: z.number().optional(),
  history: z.array(bookingEvent),
  /** True while the customer may move or cancel it online. */
  canChange: z.boolean(),
  /** Why not, with the business's phone and WhatsApp, once online changes have closed. */
  closedMessage: z.string().nullable(),
  /** The regular visits this booking began (docs/decisions/034-recurring-series.md), each with whether it may still change. */
  series: seriesSummary
    .extend({ visits: z.array(seriesVisit.extend({ canChange: z.boolean() })) })
    .nullable()
    .optional(),
  /** What may be paid online now (docs/decisions/045-online-payments.md); null when nothing or online payment is off. */
  onlinePayment: onlinePaymentOffer.nullable().optional(),
  /** What has been paid so far (naira). */
  paid: z.number().optional(),
  /** The text channels the customer turned off for this booking (docs/decisions/046-message-channels.md). */
  whatsappOff: z.boolean().optional(),
  smsOff: z.boolean().optional(),
  /** The quote this booking is, to accept or decline once priced (docs/decisions/063); null for any other. */
  quote: bookingQuote.nullable().optional(),
});
export type ManagedBooking = z.infer<typeof managedBooking>;

/** A secret from a manage link: URL-safe, at most a little longer than the 43 characters issued. */
export const manageTokenParams = z.object({
  token: text("Link").max(100, "That link is not valid"),
});

/** One visit of the link's regular visits. */
export const manageVisitParams = manageTokenParams.extend({ visitId: recordId("Visit") });

export const manageRescheduleInput = z
  .object({
    preferredDate: calendarDate,
    preferredTime: z.enum(timeWindows, { error: "Choose morning, afternoon or evening" }),
  })
  .strict();
export type ManageRescheduleInput = z.infer<typeof manageRescheduleInput>;

/** `POST /api/bookings/manage/:token/messages`: WhatsApp and SMS on or off for the link's booking. */
export const manageMessageChoiceInput = z
  .object(
    {
      whatsappOff: z.boolean({ error: channelChoiceNotValid }),
      smsOff: z.boolean({ error: channelChoiceNotValid }),
    },
    { error: channelChoiceNotValid },
  )
  .strict();
export type ManageMessageChoiceInput = z.infer<typeof manageMessageChoiceInput>;

/** `POST /api/bookings/:id/whatsapp`: which prefilled WhatsApp message a staff member opened. */
export const whatsappNoticeInput = z
  .object(
    { notice: z.enum(whatsappNotices, { error: whatsappNoticeNotValid }) },
    { error: whatsappNoticeNotValid },
  )
  .strict();
