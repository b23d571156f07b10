import { z } from "zod";
import { imageList, nairaAmount, requiredText } from "./common.ts";

export const maxServiceImages = 3;

export const service = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  category: z.object({ _id: z.string(), name: z.string() }).nullable(),
  images: z.array(z.string()),
});
export type Service = z.infer<typeof service>;

export const serviceInput = z.object({
  name: requiredText("Service name", 100, "Service name is required"),
  description: requiredText("Service description", 1000, "Service description is required"),
  price: z.coerce.number<unknown>({ error: "Price must be a number" }).pipe(nairaAmount),
  category: z.string({ error: "Category is required" }).trim().min(1, "Category is required").max(64),
  images: imageList(maxServiceImages, "Maximum 3 images allowed"),
});
export type ServiceInput = z.infer<typeof serviceInput>;
