// Where the floating buttons sit, how Our Works compares before and after, and the opening-hours copy.
import type { Locator, Page } from "@playwright/test";
import type { PastWork } from "../src/shared/schemas/past-work.ts";
import { expect, test } from "./fixtures";
import { bookChangeableThroughApi, bookThroughApi, uniqueName } from "./public-booking-helpers";
import { waitForApp } from "./public-helpers";

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const whatsapp = (page: Page) => page.getByRole("link", { name: "Chat with us on WhatsApp" });

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

/** The visible text and controls of the page's main part and foot, and any control anywhere, that the box covers. */
async function contentUnder(page: Page, box: Box): Promise<string[]> {
  return page.evaluate((area) => {
    const controls = "a, button, input, textarea, select, summary, label, [role=button], [tabindex]";
    const covered: string[] = [];
    for (const element of document.querySelectorAll(`main *, footer *, ${controls}`)) {
      if (element.closest('[aria-label="Chat with us on WhatsApp"]')) continue;
      const interactive = element.matches(controls);
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "",
      );
      if (!interactive && !ownText) continue;
      const rect = element.getBoundingClientRect();
      // Nothing to see: not laid out, or a one-pixel box that only screen readers read.
      if (rect.width <= 1 || rect.height <= 1 || getComputedStyle(element).visibility === "hidden") continue;
      if (
        rect.left < area.x + area.width &&
        area.x < rect.right &&
        rect.top < area.y + area.height &&
        area.y < rect.bottom
      )
        covered.push(element.textContent!.trim() || element.outerHTML.slice(0, 80));
    }
    return covered;
  }, box);
}

/** Scrolled to the very bottom, the WhatsApp button holds its corner and covers nothing. */
async function expectBubbleClearAtFoot(page: Page, script = true) {
  if (script) await waitForApp(page);
  else await page.waitForLoadState("load");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const viewport = page.viewportSize()!;
  const bubble = await boxOf(whatsapp(page));
  expect(viewport.width - (bubble.x + bubble.width)).toBeGreaterThanOrEqual(8);
  expect(viewport.width - (bubble.x + bubble.width)).toBeLessThanOrEqual(32);
  expect(viewport.height - (bubble.y + bubble.height)).toBeGreaterThanOrEqual(8);
  expect(viewport.height - (bubble.y + bubble.height)).toBeLessThanOrEqual(32);
  expect(await contentUnder(page, bubble)).toEqual([]);
}

test.describe("floating buttons", () => {
  const publicPages = [
    "/",
    "/services",
    "/book",
    "/our-works",
    "/contact-us",
    "/about-us",
    "/check-booking-status",
  ];
  for (const path of publicPages) {
    test(`the WhatsApp button holds the bottom-right corner and covers nothing at the foot of ${path}`, async ({
      page,
    }) => {
      await page.goto(path);
      await expectBubbleClearAtFoot(page);
    });
  }

  test("the WhatsApp button covers nothing at the foot of a booking's manage page", async ({ page }) => {
    const booking = await bookChangeableThroughApi(page.request, uniqueName("Bisi"));
    await page.goto(booking.manageUrl);
    await expect(page.getByRole("button", { name: "Move my booking" })).toBeVisible();
    await expectBubbleClearAtFoot(page);
  });

  test("the WhatsApp button covers nothing at the foot of a looked-up booking's status", async ({ page }) => {
    const booking = await bookThroughApi(page.request, uniqueName("Tayo"));
    await page.goto(`/check-booking-status?id=${booking.bookingId}`);
    await expect(page.getByRole("region", { name: "Booking Status" })).toBeVisible();
    await expectBubbleClearAtFoot(page);
  });

  test.describe("without script", () => {
    test.use({ javaScriptEnabled: false });

    for (const path of ["/book", "/check-booking-status?id="]) {
      test(`the WhatsApp button covers nothing at the foot of ${path}`, async ({ page }) => {
        await page.goto(path);
        await expectBubbleClearAtFoot(page, false);
      });
    }

    test("the WhatsApp button covers nothing at the foot of a booking's manage page", async ({ page }) => {
      const booking = await bookChangeableThroughApi(page.request, uniqueName("Bisi"));
      await page.goto(booking.manageUrl);
      await expect(page.getByRole("button", { name: "Move my booking" })).toBeVisible();
      await expectBubbleClearAtFoot(page, false);
    });
  });

  test("View All Services and the WhatsApp button stand side by side without touching", async ({ page }) => {
    await page.goto("/");
    await waitForApp(page);
    const section = page.getByRole("region", { name: "Our Services" });
    await section.evaluate((element) => element.scrollIntoView({ block: "center" }));
    const floating = page.getByRole("link", { name: "View All Services" });
    await expect(floating).toBeVisible();
    const link = await boxOf(floating);
    const bubble = await boxOf(whatsapp(page));
    expect(overlaps(link, bubble)).toBe(false);
    expect(link.x + link.width).toBeLessThanOrEqual(bubble.x);
    expect(link.x).toBeGreaterThanOrEqual(0);
  });
});

test.describe("Our Works", () => {
  test("shows each job's Before and After side by side at the same size", async ({ page }) => {
    const works = (await (await page.request.get("/api/past-works/get")).json()) as PastWork[];
    const work = works.find((candidate) => candidate.images.length >= 2);
    expect(work, "the demo content has a past work with two pictures").toBeDefined();
    await page.goto("/our-works");
    const card = page.getByRole("article").filter({ hasText: work!.title });
    const before = card.getByRole("figure", { name: "Before" });
    const after = card.getByRole("figure", { name: "After" });
    await expect(before).toBeVisible();
    await expect(after).toBeVisible();
    // The first picture is the finished job, the second how it looked before.
    const idOf = (url: string) => url.split("?")[0]!;
    await expect(after.getByRole("img")).toHaveAttribute("src", new RegExp(`^${idOf(work!.images[0]!)}\\?`));
    await expect(before.getByRole("img")).toHaveAttribute("src", new RegExp(`^${idOf(work!.images[1]!)}\\?`));

    const beforeBox = await boxOf(before.getByRole("img"));
    const afterBox = await boxOf(after.getByRole("img"));
    expect(Math.abs(beforeBox.width - afterBox.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(beforeBox.height - afterBox.height)).toBeLessThanOrEqual(1);
    expect(Math.abs(beforeBox.y - afterBox.y)).toBeLessThanOrEqual(1);
    expect(beforeBox.x + beforeBox.width).toBeLessThanOrEqual(afterBox.x);
  });
});

test("the contact page gives the opening days as Monday to Saturday", async ({ page }) => {
  await page.goto("/contact-us");
  await expect(page.getByText("Monday to Saturday: 07:00 to 19:00")).toBeVisible();
  await expect(page.getByText("Sunday: Closed")).toBeVisible();
});
