import { describe, expect, it } from "vitest";
import { categoryPath, slugify } from "./slug.ts";

describe("slugify", () => {
  it("trims, turns spaces into hyphens and lower-cases", () => {
    expect(slugify("  Home Cleaning ")).toBe("home-cleaning");
  });
  it("keeps hyphens a name already has", () => {
    expect(slugify("Post-Construction Cleaning")).toBe("post-construction-cleaning");
  });
  it("links a nameless category to /services", () => {
    expect(categoryPath("")).toBe("/services");
    expect(categoryPath("Laundry")).toBe("/services/laundry");
  });
});
