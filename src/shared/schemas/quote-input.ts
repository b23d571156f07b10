import { z } from "zod";
import { timeWindows } from "../booking-status.ts";
import { largestQuantity } from "../rules/pricing.ts";
import { quotePricesNotValid } from "../rules/quotes.ts";
import { calendarDate, nairaAmount } from "./common.ts";

// What staff and customers send about a quote (docs/decisions/063), apart from the quote as the API shows
// it (quote.ts), which the manage page's bundle carries.

/**
 * `POST /api/bookings/:id/quote`: staff's price, in naira per unit, and quantity of each line priced after
 * inspection, by the line's place in the booking's services (from 0).
 */
export const quotePriceInput = z
  .object({
    lines: z
      .array(
        z
          .object({
            line: z
              .number({ error: quotePricesNotValid })
              .int(quotePricesNotValid)
              .min(0, quotePricesNotValid),
            price: nairaAmount({ required: quotePricesNotValid, invalid: quotePricesNotValid }),
            quantity: z
              .number({ error: quotePricesNotValid })
              .int(quotePricesNotValid)
              .min(1, quotePricesNotValid)
              .max(largestQuantity, quotePricesNotValid),
          })
          .strict(),
        { error: quotePricesNotValid },
      )
      .min(1, quotePricesNotValid)
      .max(20, quotePricesNotValid),
  })
  .strict();
export type QuotePriceInput = z.infer<typeof quotePriceInput>;

/**
 * `POST /api/bookings/manage/:token/quote/accept`: the date and window to take, when the customer changes the
 * ones they wished for; left out, those.
 */
export const quoteAnswerInput = z
  .object({
    preferredDate: calendarDate.optional(),
    preferredTime: z.enum(timeWindows, { error: "Choose morning, afternoon or evening" }).optional(),
  })
  .strict();
export type QuoteAnswerInput = z.infer<typeof quoteAnswerInput>;
