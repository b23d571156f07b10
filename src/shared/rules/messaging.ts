// Messages where customers read them (docs/decisions/046-message-channels.md): each customer message goes by
// mail and, when configured, by WhatsApp (an approved template) with SMS as the fallback. Which kinds go by
// text, each template's default name and words, the SMS wording, and the caps that keep anyone from turning
// the site into a way to flood an address or a phone (docs/decisions/047-message-caps.md).

/** How a row of the outbox travels. */
export const messageChannels = ["email", "whatsapp", "sms"] as const;
export type MessageChannel = (typeof messageChannels)[number];

export const messageChannelLabels: Record<MessageChannel, string> = {
  email: "Email",
  whatsapp: "WhatsApp",
  sms: "SMS",
};

/** The facts a text message may carry, each already written out for the customer. */
export type TextFacts = {
  firstName: string;
  /** The date and time window. */
  visit: string;
  /** The booking's total, in naira. */
  total: string;
  /** The manage link when the message has one, else the booking ID. */
  link: string;
  bookingId: string;
  /** An amount paid, in naira (payment messages). */
  amount: string;
  business: string;
};
export type TextFact = keyof TextFacts;

type TextKind = {
  /** The template name a new site starts with; its words are in docs/whatsapp-templates.md. */
  template: string;
  /** The template's body, {{1}}… standing for `params` in order: what is submitted to Meta, and the SMS. */
  body: string;
  params: readonly TextFact[];
};

/**
 * Every customer message that also goes by WhatsApp and SMS, by outbox kind. A new kind needs only a line
 * here (and its template submitted for approval): the Settings screen, the defaults and the senders follow.
 */
export const textMessageKinds = {
  "booking-received": {
    template: "booking_received",
    body: "Hello {{1}}, thank you for your booking for {{2}} (total {{3}}). See, move or cancel it here: {{4}}",
    params: ["firstName", "visit", "total", "link"],
  },
  "booking-confirmed": {
    template: "booking_confirmed",
    body: "Hello {{1}}, your booking {{3}} for {{2}} is confirmed. We look forward to seeing you.",
    params: ["firstName", "visit", "bookingId"],
  },
  "booking-reminder": {
    template: "booking_reminder",
    body: "Hello {{1}}, a reminder that our team comes {{2}}. Booking ID: {{3}}.",
    params: ["firstName", "visit", "bookingId"],
  },
  "booking-rescheduled": {
    template: "booking_moved",
    body: "Hello {{1}}, your booking {{3}} is now on {{2}}.",
    params: ["firstName", "visit", "bookingId"],
  },
  "booking-cancelled": {
    template: "booking_cancelled",
    body: "Hello {{1}}, your booking {{3}} for {{2}} is cancelled. We hope to see you again.",
    params: ["firstName", "visit", "bookingId"],
  },
  "booking-series-cancelled": {
    template: "regular_visits_cancelled",
    body: "Hello {{1}}, your regular visits from {{2}} (booking {{3}}) are cancelled.",
    params: ["firstName", "visit", "bookingId"],
  },
  "booking-on-the-way": {
    template: "team_on_the_way",
    body: "Hello {{1}}, our team is on the way for your booking {{3}} ({{2}}).",
    params: ["firstName", "visit", "bookingId"],
  },
  "booking-completed": {
    template: "booking_completed",
    body: "Hello {{1}}, your booking {{2}} is complete. Thank you for choosing us.",
    params: ["firstName", "bookingId"],
  },
  "payment-received": {
    template: "payment_received",
    body: "Hello {{1}}, we received your payment of {{2}} for booking {{3}}. Thank you.",
    params: ["firstName", "amount", "bookingId"],
  },
} as const satisfies Record<string, TextKind>;
export type TextMessageKind = keyof typeof textMessageKinds;
export const textMessageKindNames = Object.keys(textMessageKinds) as TextMessageKind[];

/** The language a new site's templates are submitted in. */
export const defaultTemplateLanguage = "en";

/** Template names as Meta allows them: lowercase letters, digits and underscores. */
export const templateNamePattern = /^[a-z0-9_]{1,512}$/;
export const templateNameNotValid = "A template name has only lowercase letters, digits and underscores";
/** Language codes as Meta names them: en, en_US, yo, ha, pcm. */
export const templateLanguagePattern = /^[a-z]{2,3}(_[A-Z]{2})?$/;
export const templateLanguageNotValid = "Enter a language code such as en or en_US";

export type TemplateReference = { name: string; language: string };

/** The template names and language a new site starts with. */
export function defaultTemplates(): Record<TextMessageKind, TemplateReference> {
  return Object.fromEntries(
    textMessageKindNames.map((kind) => [
      kind,
      { name: textMessageKinds[kind].template, language: defaultTemplateLanguage },
    ]),
  ) as Record<TextMessageKind, TemplateReference>;
}

/** A template's body with its parameters filled in: what the customer reads. */
export function fillTemplate(body: string, values: readonly string[]): string {
  return body.replace(/\{\{(\d+)\}\}/g, (whole, n: string) => values[Number(n) - 1] ?? whole);
}

/** The longest a first name runs in a text message, so two SMS parts always hold the whole message. */
export const textFirstNameMax = 20;

/** Two parts of GSM-7 text (153 characters each once split): the longest SMS we send. */
export const smsMaxCharacters = 306;

// Characters of GSM 03.38's basic set (and its extension, which costs two): anything else switches an SMS
// to UCS-2 and halves what a part holds, so the text is kept to these.
const gsmBasic =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ\u00A7¿abcdefghijklmnopqrstuvwxyzäöñüà";
const gsmExtended = "^{}\\[~]|€";
const gsmReplacements: Record<string, string> = {
  "₦": "NGN ",
  "–": "-",
  "—": "-",
  "‘": "'",
  "’": "'",
  "“": '"',
  "”": '"',
  "…": "...",
  "\u00a0": " ",
};

/** The text with every character an SMS cannot carry in GSM-7 replaced or left out. */
export function toGsmText(text: string): string {
  let out = "";
  for (const character of text) {
    const replaced = gsmReplacements[character] ?? character;
    for (const c of replaced) if (gsmBasic.includes(c) || gsmExtended.includes(c)) out += c;
  }
  return out.replace(/NGN {2,}/g, "NGN ");
}

/** How many GSM-7 characters a text takes (an extension character counts twice). */
export function gsmLength(text: string): number {
  let length = 0;
  for (const c of text) length += gsmExtended.includes(c) ? 2 : 1;
  return length;
}

/** The SMS for a text message: the template's words, GSM-7 only, cut to two parts keeping the link whole. */
export function smsText(kind: TextMessageKind, values: readonly string[], business: string): string {
  const text = toGsmText(`${business}: ${fillTemplate(textMessageKinds[kind].body, values)}`);
  if (gsmLength(text) <= smsMaxCharacters) return text;
  return toGsmText(fillTemplate(textMessageKinds[kind].body, values)).slice(0, smsMaxCharacters);
}

// --- Caps (docs/decisions/047-message-caps.md) ---

/** Customer messages one address or phone number receives, counting every channel; the rest are dropped. */
export const recipientCaps = { perHour: 5, perDay: 20 } as const;

/** A "moved" message waits this long; a later move in that time replaces it, so a burst sends one. */
export const moveMessageDelayMinutes = 3;

/** Moves and cancels through manage links, per client address. */
export const manageChangeLimit = { max: 20, windowMinutes: 10 } as const;
export const manageChangeLimitMessage =
  "Too many changes from here. Please wait a few minutes and try again, or call us.";

/** Why a message was not sent, as the Outbox shows it. */
export function recipientCapReason(per: "hour" | "day"): string {
  const most = per === "hour" ? recipientCaps.perHour : recipientCaps.perDay;
  return `Not sent: this recipient already had ${most} messages in the last ${per}.`;
}

// --- Channel problems and provider answers ---

export const whatsappUnauthorised =
  "WhatsApp refused the access token (401): renew WHATSAPP_TOKEN and restart the server.";
export const whatsappUnauthorisedSubject = "WhatsApp messages are not going out";
export const whatsappUnauthorisedNotice = `${whatsappUnauthorised} Until then, messages go by SMS when Termii is set up.`;
export const providerTimedOut = (provider: string, seconds: number) =>
  `${provider} did not answer within ${seconds} seconds.`;
export const providerUnreadable = (provider: string, status: number) =>
  `${provider} answered ${status} with something that is not its usual reply.`;
export const providerUnreachable = (provider: string) => `${provider} could not be reached.`;
export const channelNotSetUp = (channel: string) => `${channel} is not set up on this site now.`;
export const sentBySmsInstead = "Sent by SMS instead.";
export const deliveryFailed = (detail: string) => `WhatsApp could not deliver it: ${detail}`;

// --- The customer's own choice (booking form and manage page) ---

export const channelChoiceNotValid = "Say yes or no to WhatsApp and SMS messages";

/** Why a waiting WhatsApp or SMS message was not sent: the customer turned its channel off on the manage page. */
export const channelTurnedOffByCustomer = "The customer turned this channel off for the booking";

/** Booking refused: a phone number no library can read as a real number. */
export const phoneNotUsable = "Enter a phone number we can reach, such as 0803 123 4567 or +234 803 123 4567";

// --- Meta's webhook ---

export const webhookSignatureWrong = "The signature is missing or wrong.";
export const webhookVerifyRefused = "The verify token does not match.";
export const webhookReceived = "Received.";

// --- What `npm run admin -- doctor` says of the channels (its line format: src/shared/rules/doctor.ts) ---

export const doctorChannelsOff = "ok   Messages: WhatsApp and SMS are not set up (customers get mail only)";
export const doctorChannels = (on: readonly string[]) => `ok   Messages: ${on.join(" and ")} set up`;
export const doctorChannelProblem = (since: string) =>
  `FAIL Messages: WhatsApp has refused the access token (401) since ${since}. Renew WHATSAPP_TOKEN and restart the server`;

export const doctorMessagesCheck = "Messages";
