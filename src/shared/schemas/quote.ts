import { z } from "zod";
import { timeWindows } from "../booking-status.ts";
import { quoteStates } from "../rules/quotes.ts";

/**
 * A booking that is a quote (docs/decisions/063-quotes-after-inspection.md): where it is, when a priced one
 * lapses unanswered, and the date and window the customer would like (kept here while it holds no place).
 */
export const bookingQuote = z.object({
  state: z.enum(quoteStates),
  expiresAt: z.string().nullable(),
  preferredDate: z.string().nullable(),
  preferredTime: z.enum(timeWindows).nullable(),
});
export type BookingQuote = z.infer<typeof bookingQuote>;
