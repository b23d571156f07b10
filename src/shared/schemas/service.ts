import { z } from "zod";
import { priceNotANumber, priceRequired } from "../rules/number.ts";
import { imageList, nairaAmount, recordId, requiredLines, requiredText } from "./common.ts";

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
});
export type Service = z.infer<typeof service>;

export const serviceInput = z.object({
  name: requiredText("Service name", 100, "Service name is required"),
  description: requiredLines("Service description", 1000, "Service description is required"),
  price: nairaAmount({ required: priceRequired, invalid: priceNotANumber }),
  category: recordId("Category", "Category is required"),
  images: imageList(maxServiceImages, "Maximum 3 images allowed"),
  oneOff: z.boolean({ error: "One-off only must be true or false" }).optional().default(false),
});
export type ServiceInput = z.infer<typeof serviceInput>;
