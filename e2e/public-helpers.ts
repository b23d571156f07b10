// Shared steps of the public journeys (public-*.spec.ts): navigating like a visitor at any size,
// and fake catalogue answers for the states the demo content cannot show.
import type { Page } from "@playwright/test";
import type { Category } from "../src/shared/schemas/category.ts";
import type { PastWork } from "../src/shared/schemas/past-work.ts";
import type { Service } from "../src/shared/schemas/service.ts";
import type { Testimonial } from "../src/shared/schemas/testimonial.ts";
import { slugify } from "../src/shared/slug.ts";
import { expect } from "./fixtures";

/** Waits until the app has taken over the server-rendered page, so links navigate in the browser. */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.waitForLoadState("load");
}

/** Follows a header link (the desktop navigation, or the slide-in menu on a phone) and waits for the page. */
export async function followNav(page: Page, label: string): Promise<void> {
  await waitForApp(page);
  const menuButton = page.getByRole("button", { name: "Open menu" });
  const link = (await menuButton.isVisible())
    ? (await menuButton.click(),
      page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: label, exact: true }))
    : page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: label, exact: true });
  const href = await link.getAttribute("href");
  await link.click();
  await page.waitForURL((url) => url.pathname === href);
}

type Answer = unknown[] | { status: number; body?: unknown };

/** Answers one public list call (e.g. "categories") with the given list or failure. */
export async function answerList(
  page: Page,
  list: "categories" | "services" | "past-works" | "testimonials",
  answer: Answer,
) {
  await page.route(`**/api/${list}/get`, (route) =>
    Array.isArray(answer)
      ? route.fulfill({ status: 200, json: answer })
      : route.fulfill({ status: answer.status, json: answer.body ?? { message: "Database unavailable" } }),
  );
}

export const fakeCategory = (name: string, description: string, images: string[] = []): Category => ({
  _id: `fake-${name || "unnamed"}-${description.length}`,
  name,
  slug: slugify(name),
  description,
  images,
});

export const fakeService = (fields: Partial<Service> & { category: Service["category"] }): Service => ({
  _id: `fake-service-${Math.random().toString(36).slice(2)}`,
  name: "",
  description: "",
  price: 0,
  images: [],
  ...fields,
});

export const fakeTestimonial = (i: number): Testimonial => ({
  _id: `fake-t-${i}`,
  name: `Customer Number ${i}`,
  role: "Homeowner, Ikoyi",
  feedback: `Feedback number ${i}: punctual, careful and thorough.`,
  image: "",
});

export const fakeWork = (title: string): PastWork => ({
  _id: `fake-${title}`,
  title,
  description: "Done",
  images: [],
});

/** The slide currently shown (hidden slides are out of the accessibility tree). */
export async function shownSlide(page: Page): Promise<string | null> {
  const slides = page.getByRole("group", { name: /of 3$/ });
  await expect(slides).toHaveCount(1);
  return slides.getAttribute("aria-label");
}

/** Takes focus and the pointer off a carousel, so only the user's pause/play choice can stop it. */
export async function leaveCarousel(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(1, 1);
}
