import { z } from "zod";
import { imageUrl, requiredLines, requiredText } from "./common.ts";

export const testimonial = z.object({
  _id: z.string(),
  name: z.string(),
  role: z.string(),
  feedback: z.string(),
  image: z.string(),
});
export type Testimonial = z.infer<typeof testimonial>;

export const testimonialInput = z.object({
  name: requiredText("Name", 80),
  role: requiredText("Role", 80),
  feedback: requiredLines("Feedback", 1000),
  image: z
    .union([imageUrl, z.literal("")])
    .optional()
    .default(""),
});
export type TestimonialInput = z.infer<typeof testimonialInput>;
