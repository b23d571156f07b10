import { z } from "zod";
import { categorySlugInvalid, categorySlugLabel, categorySlugTooLong } from "../rules/catalogue.ts";
import { categorySlugMaxLength, categorySlugPattern } from "../rules/category-slug.ts";
import { imageList, requiredLines, requiredText, text } from "./common.ts";
import { imageLimitMessage } from "../rules/images.ts";

export const maxCategoryImages = 3;

export const category = z.object({
  _id: z.string(),
  name: z.string(),
  /** The page address /services/<slug> (docs/decisions/010-category-slugs.md). */
  slug: z.string(),
  description: z.string(),
  images: z.array(z.string()),
});
export type Category = z.infer<typeof category>;

/** Optional: blank means "made from the name" on create and "keep it" on update. */
const slugInput = text(categorySlugLabel, { error: categorySlugInvalid, notAllowed: categorySlugInvalid })
  .max(categorySlugMaxLength, categorySlugTooLong)
  .refine((slug) => slug === "" || categorySlugPattern.test(slug), categorySlugInvalid)
  .optional()
  .default("");

export const categoryInput = z.object({
  name: requiredText("Category name", 80, "Category name is required"),
  slug: slugInput,
  description: requiredLines("Category description", 1000, "Category description is required"),
  images: imageList(maxCategoryImages, imageLimitMessage(maxCategoryImages)),
});
export type CategoryInput = z.infer<typeof categoryInput>;

/** A slug a category had before: its address redirects to the category's current page. */
export type FormerCategorySlug = { slug: string; categoryId: string };
