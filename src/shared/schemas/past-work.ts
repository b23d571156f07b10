import { z } from "zod";
import { imageList, requiredLines, requiredText } from "./common.ts";
import { imageLimitMessage } from "../rules/images.ts";

export const maxPastWorkImages = 3;
export const pastWorkTitleMax = 40;
export const pastWorkDescriptionMax = 500;

export const pastWork = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  images: z.array(z.string()),
});
export type PastWork = z.infer<typeof pastWork>;

export const pastWorkInput = z.object({
  title: requiredText("Title", pastWorkTitleMax),
  description: requiredLines("Description", pastWorkDescriptionMax),
  images: imageList(maxPastWorkImages, imageLimitMessage(maxPastWorkImages)),
});
export type PastWorkInput = z.infer<typeof pastWorkInput>;
