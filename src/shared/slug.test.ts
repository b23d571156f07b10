import { describe, expect, it } from "vitest";
import { categorySlugMaxLength } from "./rules/category-slug.ts";
import {
  categoryAddressKey,
  categoryPath,
  categorySlugFor,
  firstRuleSlug,
  isValidCategorySlug,
  numberedSlug,
  slugify,
} from "./slug.ts";

describe("slugify: lowercase ASCII words joined by hyphens, & read as and", () => {
  it("reads & as and and drops other punctuation", () => {
    expect(slugify("Laundry & Dry Cleaning")).toBe("laundry-and-dry-cleaning");
    expect(slugify("Wash & Fold (Bag of 30 pieces)")).toBe("wash-and-fold-bag-of-30-pieces");
    expect(slugify("Move-In / Move-Out Cleaning")).toBe("move-in-move-out-cleaning");
    expect(slugify("Mama's Laundry!")).toBe("mamas-laundry");
    expect(slugify("Clean, Fresh… & Done?")).toBe("clean-fresh-and-done");
  });

  it("trims, lower-cases and joins words with single hyphens", () => {
    expect(slugify("  Home   Cleaning ")).toBe("home-cleaning");
    expect(slugify("Post-Construction Cleaning")).toBe("post-construction-cleaning");
    expect(slugify("--A -- B--")).toBe("a-b");
  });

  it("turns accented letters into their ASCII letters", () => {
    expect(slugify("Crème Brûlée Café")).toBe("creme-brulee-cafe");
    expect(slugify("Ọjà Ẹ̀kọ́ Ṣíṣe")).toBe("oja-eko-sise");
    expect(slugify("Straße Æsir Øre Łódź")).toBe("strasse-aesir-ore-lodz");
  });

  it("is empty when nothing is usable, and a new category then gets the fallback", () => {
    expect(slugify("!!! & ???")).toBe("and");
    expect(slugify("—")).toBe("");
    expect(slugify("清洁服务")).toBe("");
    expect(slugify(undefined)).toBe("");
    expect(categorySlugFor("清洁服务")).toBe("category");
    expect(categorySlugFor("Laundry")).toBe("laundry");
  });

  it("stays within the length bound, cut between words", () => {
    const long = slugify(`${"Sparkling ".repeat(12)}Cleaning`);
    expect(long.length).toBeLessThanOrEqual(categorySlugMaxLength);
    expect(long).toMatch(/^(sparkling-)+sparkling$/);
    expect(isValidCategorySlug(long)).toBe(true);
    expect(slugify("x".repeat(100))).toBe("x".repeat(categorySlugMaxLength));
  });

  it("always makes a valid slug", () => {
    for (const name of ["Laundry & Dry Cleaning", "Crème", "a - b", "Ẹ̀kọ́", "Fumigation & Pest Control"]) {
      expect(isValidCategorySlug(slugify(name))).toBe(true);
    }
  });
});

describe("numberedSlug", () => {
  it("adds -2, -3… and keeps within the bound", () => {
    expect(numberedSlug("laundry", 2)).toBe("laundry-2");
    expect(numberedSlug("laundry", 13)).toBe("laundry-13");
    const long = numberedSlug("a".repeat(categorySlugMaxLength), 2);
    expect(long.length).toBe(categorySlugMaxLength);
    expect(isValidCategorySlug(long)).toBe(true);
  });
});

describe("isValidCategorySlug", () => {
  it("accepts lowercase words joined by single hyphens only", () => {
    expect(isValidCategorySlug("laundry-and-dry-cleaning")).toBe(true);
    expect(isValidCategorySlug("24-7-cleaning")).toBe(true);
    for (const bad of [
      "",
      "Laundry",
      "laundry--care",
      "-laundry",
      "laundry-",
      "laundry care",
      "café",
      "a&b",
    ]) {
      expect(isValidCategorySlug(bad)).toBe(false);
    }
    expect(isValidCategorySlug("a".repeat(categorySlugMaxLength + 1))).toBe(false);
  });
});

describe("firstRuleSlug", () => {
  it("is the first rule, the addresses before stored slugs: trimmed, spaces to hyphens, lower-cased", () => {
    expect(firstRuleSlug("  Laundry & Dry Cleaning ")).toBe("laundry-&-dry-cleaning");
    expect(firstRuleSlug("Home   Cleaning")).toBe("home-cleaning");
  });
});

describe("categoryAddressKey", () => {
  it("decodes, lower-cases and turns spaces into hyphens, as addresses were matched before", () => {
    expect(categoryAddressKey("laundry-%26-dry-cleaning")).toBe("laundry-&-dry-cleaning");
    expect(categoryAddressKey("HOME-CLEANING")).toBe("home-cleaning");
    expect(categoryAddressKey("deep%20cleaning")).toBe("deep-cleaning");
    expect(categoryAddressKey("%E0%A4%A")).toBe("%e0%a4%a");
  });
});

describe("categoryPath", () => {
  it("links to the stored slug", () => {
    expect(categoryPath({ slug: "laundry-and-dry-cleaning", name: "Laundry & Dry Cleaning" })).toBe(
      "/services/laundry-and-dry-cleaning",
    );
    expect(categoryPath({ slug: "our-laundry", name: "Laundry" })).toBe("/services/our-laundry");
  });
  it("links a category without slug or name to /services", () => {
    expect(categoryPath({ slug: "", name: "" })).toBe("/services");
    expect(categoryPath({ name: "Laundry" })).toBe("/services/laundry");
  });
});
