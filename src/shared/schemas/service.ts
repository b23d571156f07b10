import { z } from "zod";
import { priceNotANumber, priceRequired } from "../rules/number.ts";
import { checklistLimits, checklistTooLong } from "../rules/crew-page.ts";
import { checklistItem } from "./crew-page.ts";
import {
  boundsBackwards,
  boundsNotValid,
  largestQuantity,
  serviceUnits,
  unitNotValid,
} from "../rules/pricing.ts";
import { imageList, nairaAmount, recordId, requiredLines, requiredText } from "./common.ts";
import { imageLimitMessage } from "../rules/images.ts";
import { priceAfterInspectionNotValid } from "../rules/quotes.ts";

export const maxServiceImages = 3;

export const service = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  category: z.object({ _id: z.string(), name: z.string() }).nullable(),
  images: z.array(z.string()),
  /** Booked one time only: the booking form offers no regular visits with it. */
  oneOff: z.boolean(),
  /** What a crew ticks on a job of this service (the crew page); left out when it has none. */
  checklist: z.array(z.string()).optional(),
  /**
   * What the price is for, and the least and most one booking may take
   * (docs/decisions/048-pricing-by-quantity-and-area.md). Left out for a service priced per visit, booked once.
   */
  unit: z.enum(serviceUnits).optional(),
  minQuantity: z.number().optional(),
  maxQuantity: z.number().optional(),
  /** Priced after inspection: booking it asks for a quote (docs/decisions/063); left out when not. */
  priceAfterInspection: z.boolean().optional(),
});
export type Service = z.infer<typeof service>;

const quantityBound = z
  .number({ error: boundsNotValid })
  .int(boundsNotValid)
  .min(1, boundsNotValid)
  .max(largestQuantity, boundsNotValid);

export const serviceInput = z
  .object({
    name: requiredText("Service name", 100, "Service name is required"),
    description: requiredLines("Service description", 1000, "Service description is required"),
    /** Not needed for a service priced after inspection (its price is then 0). */
    price: nairaAmount({ required: priceRequired, invalid: priceNotANumber }).optional(),
    category: recordId("Category", "Category is required"),
    images: imageList(maxServiceImages, imageLimitMessage(maxServiceImages)),
    oneOff: z.boolean({ error: "One-off only must be true or false" }).optional().default(false),
    /** Left out: the service keeps the checklist it has. */
    checklist: z
      .array(checklistItem, { error: "Checklist must be a list" })
      .max(checklistLimits.items, checklistTooLong)
      .optional(),
    /** Left out on a change: the service keeps its unit and bounds; on a new service, per visit. */
    unit: z.enum(serviceUnits, { error: unitNotValid }).optional(),
    minQuantity: quantityBound.optional(),
    maxQuantity: quantityBound.optional(),
    /** Left out on a change: the service keeps what it had; on a new service, priced as usual. */
    priceAfterInspection: z.boolean({ error: priceAfterInspectionNotValid }).optional(),
  })
  .refine((input) => input.price !== undefined || input.priceAfterInspection === true, {
    message: priceRequired,
    path: ["price"],
  })
  .refine(
    (input) =>
      input.minQuantity === undefined ||
      input.maxQuantity === undefined ||
      input.minQuantity <= input.maxQuantity,
    { message: boundsBackwards, path: ["maxQuantity"] },
  );
export type ServiceInput = z.infer<typeof serviceInput>;
