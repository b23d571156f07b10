// What a catalogue card shows for a missing name, description or picture. The server never stores a
// category or service without a name and a description, so a browser test cannot reach these states;
// the cards still must not show a blank where older or hand-edited data lacks them.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Category } from "~/shared/schemas/category";
import type { Service } from "~/shared/schemas/service";
import { CategoryCard } from "./category-card";
import { ServiceCard } from "./service-card";

const inRouter = (element: ReturnType<typeof createElement>) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, element));

const category = (fields: Partial<Category>): Category => ({
  _id: "c1",
  name: "",
  slug: "",
  description: "",
  images: [],
  ...fields,
});

const service = (fields: Partial<Service>): Service => ({
  _id: "s1",
  name: "",
  description: "",
  price: 15000,
  images: [],
  category: { _id: "c1", name: "Post-Construction Cleaning" },
  oneOff: false,
  ...fields,
});

describe("CategoryCard", () => {
  it("shows No Specified Title, No Specified Description and No Image Available, and links to /services", () => {
    const html = inRouter(createElement(CategoryCard, { category: category({}) }));
    expect(html).toContain("No Specified Title");
    expect(html).toContain("No Specified Description");
    expect(html).toContain("No Image Available");
    expect(html).toContain('href="/services"');
  });

  it("shows a named category's own words and links to its page", () => {
    const html = inRouter(
      createElement(CategoryCard, {
        category: category({
          name: "Window Washing",
          slug: "window-washing",
          description: "High windows too",
        }),
      }),
    );
    expect(html).toContain("Window Washing");
    expect(html).toContain("High windows too");
    expect(html).toContain('href="/services/window-washing"');
    expect(html).not.toContain("No Specified");
  });
});

describe("ServiceCard", () => {
  it("shows Unnamed Service, No description available and No Image Available, with the price in naira", () => {
    const html = inRouter(createElement(ServiceCard, { service: service({}) }));
    expect(html).toContain("Unnamed Service");
    expect(html).toContain("No description available");
    expect(html).toContain("No Image Available");
    expect(html).toContain("₦15,000");
  });
});
