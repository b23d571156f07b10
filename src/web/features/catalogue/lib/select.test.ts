import { describe, expect, it } from "vitest";
import type { Category } from "~/shared/schemas/category";
import type { Service } from "~/shared/schemas/service";
import { categoryForSlug, homeCategories, servicesOfCategory, windowOf } from "./select";

const category = (name: string, description = "Something", _id = name): Category => ({
  _id,
  name,
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

describe("categoryForSlug", () => {
  const list = [category("Deep Cleaning"), category("Post-Construction Cleaning"), category("")];

  it("matches by slug equality, so names with hyphens resolve", () => {
    expect(categoryForSlug(list, "post-construction-cleaning")?.name).toBe("Post-Construction Cleaning");
    expect(categoryForSlug(list, "Deep-Cleaning")?.name).toBe("Deep Cleaning");
    expect(categoryForSlug(list, "deep%20cleaning")?.name).toBe("Deep Cleaning");
  });

  it("finds nothing for unknown or empty slugs", () => {
    expect(categoryForSlug(list, "window-washing")).toBeUndefined();
    expect(categoryForSlug(list, "")).toBeUndefined();
    expect(categoryForSlug(list, "%E0%A4%A")).toBeUndefined();
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
