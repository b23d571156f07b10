// Quotes after inspection (docs/decisions/063-quotes-after-inspection.md): a service with no price until staff
// have seen the job. Booking it asks for a quote; staff price it; the customer accepts or declines it on the
// manage page, or it lapses. Every word the API, the pages and the mail use for it.
import { formatNaira } from "../money.ts";

/** Where a quote is: asked for, priced by staff, then accepted, declined or lapsed unanswered. */
export const quoteStates = ["requested", "priced", "accepted", "declined", "expired"] as const;
export type QuoteState = (typeof quoteStates)[number];

/** A quote still waiting for staff or for the customer: it holds no place and is not revenue. */
export const openQuoteStates = ["requested", "priced"] as const satisfies readonly QuoteState[];

export function isOpenQuote(state: string | null | undefined): boolean {
  return (openQuoteStates as readonly string[]).includes(state ?? "");
}

/** How long a priced quote waits for the customer's answer. */
export const quoteAnswerDays = 7;

export const quoteStateLabels: Record<QuoteState, string> = {
  requested: "Quote to price",
  priced: "Quote sent",
  accepted: "Quote accepted",
  declined: "Quote declined",
  expired: "Quote expired",
};

/** The Service form's checkbox. */
export const priceAfterInspectionLabel = "Price after inspection (booking it asks for a quote)";
export const priceAfterInspectionNotValid = "Price after inspection must be true or false";

// Staff pricing a quote (Booking Details).
export const setQuotePrice = "Set price";
export const sendQuote = "Send quote";
export const quotePriceOf = (service: string) => `Price of ${service} (₦, per unit)`;
export const quoteQuantityOf = (service: string) => `Quantity of ${service}`;
export const quotePricesNotValid =
  "Give a price in naira and a whole quantity for each service priced after inspection.";
export const quoteLineNotInspection = "Only the services priced after inspection take a price here.";
export const quoteNotPriceable = "This quote has been answered already; its price can no longer change.";
export const notAQuote = "This booking is not a quote.";

// The customer's answer (the manage page).
export const acceptQuote = "Accept quote";
export const declineQuote = "Decline quote";
export function quoteOffered(totalNaira: number, expiresAt: string): string {
  const until = new Date(expiresAt).toLocaleDateString("en-NG", {
    timeZone: "Africa/Lagos",
    day: "numeric",
    month: "long",
  });
  return `Your quote is ${formatNaira(totalNaira)}. Accept it by ${until} to book your visit, or decline it.`;
}
export const quoteWaitsForPrice =
  "We are preparing your quote. We will call or visit, then send you the price by email.";
export const quoteAccepted = "Quote accepted: your booking is made.";
export const quoteDeclined = "Quote declined. Nothing is owed.";
export const quoteNotPricedYet = "This quote has no price yet: we will send it to you soon.";
export const quoteNotOpen = "This quote has already been answered.";
export const quoteLapsed = `This quote was not answered within ${quoteAnswerDays} days and has expired. Please book again for a new one.`;
/** A quote is not placed, confirmed or moved before the customer accepts it. */
export const quoteNotAcceptedYet =
  "This booking is a quote the customer has not accepted yet: it can only be priced or cancelled.";

export const quoteSent = "Quote sent to the customer.";
/** The manage page's heading over a quote. */
export const yourQuote = "Your quote";

// Today.
export const quotesToPriceTitle = "Quotes to price";
export const noQuotesToPrice = "No quote is waiting for a price.";

// Messages.
export const quoteRequestedSubject = (bookingId: string) => `Quote request ${bookingId} received`;
export const quoteRequestedLines = [
  "Thank you: we have your quote request.",
  "We will call or visit to see what is needed, then send you the price by email. You then accept or decline it.",
];
export const quoteReadySubject = (bookingId: string) => `Your quote ${bookingId} is ready`;
export function quoteReadyLines(totalNaira: number, expiresAt: string): string[] {
  return [
    quoteOffered(totalNaira, expiresAt),
    "Nothing is booked until you accept: the visit then takes its place, if the time you chose is still free.",
  ];
}
export const quoteLinkWords = "See, accept or decline your quote";
export const quoteAnsweredSubject = (bookingId: string, accepted: boolean) =>
  `Quote ${bookingId} ${accepted ? "accepted" : "declined"} by the customer`;
export const quoteAnsweredLine = (customer: string, bookingId: string, accepted: boolean) =>
  `${customer} ${accepted ? "accepted" : "declined"} quote ${bookingId}.`;
/** The labels of a quote mail's details. */
export const quoteMailLabels = { id: "Booking ID", services: "Services", total: "Total", phone: "Phone" };
