import { z } from "zod";
import { imageList, requiredText } from "./common.ts";

export const maxCategoryImages = 3;

export const category = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  images: z.array(z.string()),
});
export type Category = z.infer<typeof category>;

export const categoryInput = z.object({
  name: requiredText("Category name", 80, "Category name is required"),
  description: requiredText("Category description", 1000, "Category description is required"),
  images: imageList(maxCategoryImages, "Maximum 3 images allowed"),
});
export type CategoryInput = z.infer<typeof categoryInput>;
