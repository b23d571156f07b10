import { describe, expect, it } from "vitest";
import type { Category } from "~/shared/schemas/category";
import type { Service } from "~/shared/schemas/service";
import { slugify } from "~/shared/slug";
import { categoryForAddress, homeCategories, servicesOfCategory, windowOf } from "./select";

const category = (name: string, description = "Something", _id = name, slug = slugify(name)): Category => ({
  _id,
  name,
  slug,
  description,
  images: [],
});

describe("homeCategories", () => {
  it("keeps only categories with both a name and a description, at most 9", () => {
    const list = [
      category("", "No name"),
      category("No description", "  "),
      ...Array.from({ length: 12 }, (_, i) => category(`Category ${i}`)),
    ];
    const shown = homeCategories(list);
    expect(shown).toHaveLength(9);
    expect(shown[0]!.name).toBe("Category 0");
    expect(shown.some((c) => c.name === "No description" || c.name === "")).toBe(false);
  });
});

describe("categoryForAddress", () => {
  const laundry = category("Laundry & Dry Cleaning", "Washed", "c-laundry");
  const renamed = category("Deep Home Cleaning", "Top to bottom", "c-deep", "deep-cleaning");
  const list = [renamed, category("Post-Construction Cleaning"), laundry, category("", "x", "c-empty", "")];
  const former = [
    { slug: "laundry-&-dry-cleaning", categoryId: "c-laundry" },
    { slug: "house-cleaning", categoryId: "c-deep" },
    { slug: "gone-category", categoryId: "c-deleted" },
  ];

  it("finds a category by its current slug, hyphens included, as the page itself", () => {
    expect(categoryForAddress(list, former, "post-construction-cleaning")).toEqual({
      category: list[1],
      current: true,
    });
    expect(categoryForAddress(list, former, "laundry-and-dry-cleaning")).toEqual({
      category: laundry,
      current: true,
    });
    // Renamed without a new slug: the page stays where it was.
    expect(categoryForAddress(list, former, "deep-cleaning")?.category).toBe(renamed);
  });

  it("sends other cases, spaces and former slugs (also the old & address) to the current slug", () => {
    expect(categoryForAddress(list, former, "Deep-Cleaning")).toEqual({ category: renamed, current: false });
    expect(categoryForAddress(list, former, "deep%20cleaning")).toEqual({
      category: renamed,
      current: false,
    });
    expect(categoryForAddress(list, former, "house-cleaning")).toEqual({ category: renamed, current: false });
    expect(categoryForAddress(list, former, "laundry-%26-dry-cleaning")).toEqual({
      category: laundry,
      current: false,
    });
    expect(categoryForAddress(list, former, "Laundry-&-Dry-Cleaning")?.category).toBe(laundry);
  });

  it("sends the address a current name had under the first slug rule to the slug, even unrecorded", () => {
    expect(categoryForAddress(list, [], "laundry-%26-dry-cleaning")).toEqual({
      category: laundry,
      current: false,
    });
    expect(categoryForAddress(list, [], "deep-home-cleaning")).toEqual({ category: renamed, current: false });
  });

  it("finds nothing for unknown or empty slugs, or former slugs of deleted categories", () => {
    expect(categoryForAddress(list, former, "window-washing")).toBeUndefined();
    expect(categoryForAddress(list, former, "")).toBeUndefined();
    expect(categoryForAddress(list, former, "%E0%A4%A")).toBeUndefined();
    expect(categoryForAddress(list, former, "gone-category")).toBeUndefined();
  });
});

describe("servicesOfCategory", () => {
  it("keeps the services whose category is the given one", () => {
    const deep = category("Deep Cleaning", "x", "c1");
    const service = (name: string, cat: Service["category"]): Service => ({
      _id: name,
      name,
      description: "",
      price: 1000,
      category: cat,
      oneOff: false,
      images: [],
    });
    const services = [
      service("Kitchen", { _id: "c1", name: "Deep Cleaning" }),
      service("Sofa", { _id: "c2", name: "Upholstery" }),
      service("Orphan", null),
    ];
    expect(servicesOfCategory(services, deep).map((s) => s.name)).toEqual(["Kitchen"]);
  });
});

describe("windowOf", () => {
  it("shows three at a time, wrapping around", () => {
    expect(windowOf([1, 2, 3, 4], 0, 3)).toEqual([1, 2, 3]);
    expect(windowOf([1, 2, 3, 4], 2, 3)).toEqual([3, 4, 1]);
    expect(windowOf([1, 2], 1, 3)).toEqual([1, 2]);
  });
});
