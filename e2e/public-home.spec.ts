import type { Category } from "../src/shared/schemas/category.ts";
import type { Testimonial } from "../src/shared/schemas/testimonial.ts";
import { openMapLabel } from "../src/shared/rules/settings.ts";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { failList, followNav, leaveCarousel, shownSlide, waitForApp } from "./public-helpers";
import { holdClock, msUntilTurn, runClock } from "./rotation-clock";
import { answerMapHost } from "./map-host";

test.describe("home", () => {
  test("arrives rendered: hero, categories, team, certifications and testimonials are in the server's HTML", async ({
    page,
  }) => {
    const html = await (await page.request.get("/")).text();
    expect(html).toContain("Book For Cleaning Now");
    expect(html).toContain("Meet Our Team");
    expect(html).toContain("Our Certifications");
    // The first hero picture is preloaded and sized; it does not wait for JavaScript.
    expect(html).toMatch(
      /<link[^>]* rel="preload" as="image"[^>]*imagesrcset="[^"]*hero-home-640\.avif 640w/i,
    );
    expect(html).toMatch(/<img[^>]*width="1280" height="720"[^>]*fetchpriority="high"/i);
    const categories = (await (await page.request.get("/api/categories/get")).json()) as { name: string }[];
    expect(categories.length).toBeGreaterThan(0);
    expect(html).toContain(categories[0]!.name.replace(/&/g, "&amp;"));
  });

  test("the hero has three slides that advance every 5 s, with a working pause/play control", async ({
    page,
  }) => {
    // Time on the page moves only when the test moves it.
    await page.clock.install();
    await page.goto("/");
    await waitForApp(page);
    await leaveCarousel(page);
    expect(await shownSlide(page)).toBe("1 of 3");
    await page.clock.runFor(5_000);
    await expect(page.getByRole("group", { name: "2 of 3" })).toBeVisible();

    await page.getByRole("button", { name: "Pause slideshow" }).click();
    await expect(page.getByRole("button", { name: "Play slideshow" })).toBeVisible();
    await leaveCarousel(page);
    await page.clock.runFor(20_000);
    expect(await shownSlide(page)).toBe("2 of 3");

    await page.getByRole("button", { name: "Play slideshow" }).click();
    await leaveCarousel(page);
    await page.clock.runFor(5_000);
    await expect(page.getByRole("group", { name: "3 of 3" })).toBeVisible();
    await page.getByRole("button", { name: "Show slide 1" }).click();
    expect(await shownSlide(page)).toBe("1 of 3");
  });

  test("on a touch screen, Play after Pause starts the slideshow again at once", async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, "a tap only happens on a touch screen");
    await page.clock.install();
    await page.goto("/");
    await waitForApp(page);
    await page.getByRole("button", { name: "Pause slideshow" }).tap();
    await page.getByRole("button", { name: "Play slideshow" }).tap();
    // The finger never left the slideshow and the button keeps focus: neither may hold it still.
    const shown = await shownSlide(page);
    await page.clock.runFor(5_000);
    expect(await shownSlide(page)).not.toBe(shown);
  });

  test("nothing rotates for a visitor who prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/");
    await waitForApp(page);
    await leaveCarousel(page);
    await expect(page.getByRole("button", { name: "Play slideshow" })).toBeVisible();
    await page.clock.runFor(20_000);
    expect(await shownSlide(page)).toBe("1 of 3");
  });

  test("Book For Cleaning Now opens the booking dialog; Check Booking Status leads to its page", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForApp(page);
    await page.getByRole("link", { name: "Book For Cleaning Now" }).click();
    const dialog = page.getByRole("dialog", { name: "Book a Cleaning Service" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.getByRole("link", { name: "Check Booking Status" }).click();
    await expect(page).toHaveURL(/\/check-booking-status$/);
  });

  test("shows at most 9 categories, each linking to its own page", async ({ page, ownAdminApi }) => {
    // Enough real categories that the home page has more than 9 to choose from.
    const listed = async () => (await (await ownAdminApi.get("/api/categories/get")).json()) as Category[];
    const mark = Date.now().toString(36);
    const created: Category[] = [];
    try {
      for (let i = 1; (await listed()).length < 10; i++) {
        const response = await ownAdminApi.post("/api/categories/create", {
          data: { name: `Listed Category ${mark} ${i}`, description: "Described", images: [] },
        });
        expect(response.status()).toBe(201);
        created.push((await response.json()) as Category);
      }
      await page.goto("/about-us");
      await followNav(page, "Home");
      const section = page.getByRole("region", { name: "Our Services" });
      await expect(section.getByRole("listitem")).toHaveCount(9);
      const first = (await listed())[0]!;
      // Categories are listed oldest first: the newest one made here is at least the tenth.
      if (created.length) await expect(section.getByText(created.at(-1)!.name)).toHaveCount(0);
      await section.getByRole("link", { name: new RegExp(first.name) }).click();
      await expect(page).toHaveURL(new RegExp(`/services/${first.slug}$`));
    } finally {
      for (const category of created) await ownAdminApi.delete(`/api/categories/delete/${category._id}`);
    }
  });

  test("category card pictures rotate every 3 s and can be paused", async ({ page }) => {
    // The demo categories have two pictures each.
    const categories = (await (await page.request.get("/api/categories/get")).json()) as Category[];
    const rotating = categories.find((category) => category.images.length >= 2)!;
    const [firstPicture, secondPicture] = rotating.images.map((url) => url.split("/").pop()!);
    await page.clock.install();
    await page.goto("/about-us");
    await followNav(page, "Home");
    const card = page
      .getByRole("region", { name: "Our Services" })
      .getByRole("link", { name: rotating.name });
    const picture = card.getByRole("img");
    const src = () => picture.getAttribute("src");
    await expect(picture).toHaveAttribute("src", new RegExp(firstPicture!));
    // Out of view, the pictures stand still.
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await leaveCarousel(page);
    await holdClock(page);
    await runClock(page, 10_000);
    await expect(picture).toHaveAttribute("src", new RegExp(firstPicture!));
    // In view they turn, then turn again 3 s later.
    await card.scrollIntoViewIfNeeded();
    await leaveCarousel(page);
    await msUntilTurn(page, src);
    await expect(picture).toHaveAttribute("src", new RegExp(secondPicture!));
    expect(await msUntilTurn(page, src)).toBe(3_000);
    await expect(picture).toHaveAttribute("src", new RegExp(firstPicture!));
    await page.getByRole("button", { name: "Pause category images" }).click();
    await leaveCarousel(page);
    const before = await picture.getAttribute("src");
    await page.clock.runFor(10_000);
    expect(await picture.getAttribute("src")).toBe(before);
  });

  test("the floating View All Services link shows only while the categories are at least half in view", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForApp(page);
    const floating = page.getByRole("link", { name: "View All Services" });
    await expect(floating).toBeHidden();
    const section = page.getByRole("region", { name: "Our Services" });
    await section.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await expect(floating).toBeVisible();
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect(floating).toBeHidden();
    await section.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await floating.click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test("testimonials show three at a time and move on every 3 s, with a pause control", async ({ page }) => {
    // The five demo testimonials: more than the three shown at once.
    const testimonials = (await (await page.request.get("/api/testimonials/get")).json()) as Testimonial[];
    expect(testimonials.length).toBeGreaterThan(3);
    await page.clock.install();
    await page.goto("/about-us");
    await followNav(page, "Home");
    const list = page.getByRole("list", { name: "Testimonials" });
    await expect(list.getByRole("listitem")).toHaveCount(3);
    const first = list.getByRole("listitem").first();
    const firstText = () => first.textContent();
    await expect(first).toContainText(testimonials[0]!.name);
    // Out of view, the testimonials stand still (the hero, at the top, is the page's first screen).
    await page.getByRole("heading", { level: 1 }).scrollIntoViewIfNeeded();
    await leaveCarousel(page);
    await holdClock(page);
    await runClock(page, 10_000);
    await expect(first).toContainText(testimonials[0]!.name);
    // In view they move on, then again 3 s later.
    await list.scrollIntoViewIfNeeded();
    await leaveCarousel(page);
    await msUntilTurn(page, firstText);
    await expect(first).toContainText(testimonials[1]!.name);
    expect(await msUntilTurn(page, firstText)).toBe(3_000);
    await expect(first).toContainText(testimonials[2]!.name);
    await expect(list.getByRole("listitem")).toHaveCount(3);
    await page.getByRole("button", { name: "Pause testimonials" }).click();
    await leaveCarousel(page);
    const shown = await first.textContent();
    await page.clock.runFor(10_000);
    expect(await first.textContent()).toBe(shown);
  });

  test("a failed category load shows an error toast and the rest of the page", async ({ page }) => {
    await failList(page, "categories", 500);
    await failList(page, "testimonials", 500);
    await page.goto("/about-us");
    await followNav(page, "Home");
    await expect(page.getByText("Failed to load categories.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Meet Our Team" })).toBeVisible();
    // A testimonial failure is only logged, never shown.
    await expect(page.getByRole("heading", { name: "What Our Customers Say" })).toHaveCount(0);
  });

  test("about teaser, team of three, three certifications and an embedded map", async ({ page }) => {
    await answerMapHost(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "About Sparkle & Shine" })).toBeVisible();
    const team = page.getByRole("region", { name: "Meet Our Team" });
    await expect(team.getByRole("listitem")).toHaveCount(3);
    await expect(team.getByRole("img")).toHaveCount(3);
    const certifications = page.getByRole("region", { name: "Our Certifications" });
    await expect(certifications.getByRole("heading", { level: 3 })).toHaveCount(3);
    await expect(certifications.getByRole("img")).toHaveCount(3);
    await waitForApp(page);
    await page.getByRole("link", { name: openMapLabel }).scrollIntoViewIfNeeded();
    const map = page.locator('iframe[title^="Map showing our office"]');
    await expect(map).toHaveAttribute("src", /^https:\/\/www\.google\.com\/maps/);
  });

  test("has no serious accessibility violations", async ({ page }) => {
    await page.goto("/");
    await waitForApp(page);
    await expectNoSeriousA11yViolations(page);
  });
});
