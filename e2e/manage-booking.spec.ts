// The private manage link (decision 031), at 1280 and 412 px, with script and without: the confirmation
// carries it, the page moves the booking and cancels it after asking, the dashboard's Booking Details
// shows each step with who made it, and the owner's Outbox shows the customer's mail of each step as sent.
import type { Browser, Locator, Page } from "@playwright/test";
import type { TimeWindow } from "../src/shared/booking-status.ts";
import {
  bookingCancelledByCustomer,
  bookingMoved,
  bookingNotChangeable,
  cancelBookingLabel,
  cancelQuestion,
  confirmCancelBooking,
  keepBooking,
  manageLinkNotFound,
  tooLateToChange,
} from "../src/shared/rules/manage.ts";
import { changeOrCancelLabel, visitLabel } from "../src/shared/rules/booking.ts";
import type { CreatedBooking } from "../src/shared/schemas/booking.ts";
import type { SiteSettings } from "../src/shared/schemas/settings.ts";
import { createBooking, uniqueMark } from "./admin-bookings-helpers";
import { admin, expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { bookableServices, bookingForm, fillBookingForm } from "./public-book-page-helpers";
import {
  categoriesWithServices,
  fillCustomer,
  firstFreeWindow,
  lagosDatePlus,
  loadCatalogue,
  openBookingFromHome,
  uniqueName,
} from "./public-booking-helpers";

const sizes = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 412, height: 915 } },
] as const;

/** Opens the confirmation's manage link and checks the page it leads to. */
async function openManageLink(page: Page, confirmation: Locator): Promise<string> {
  // A button, not a raw link; the mail keeps the link itself (manageLinkLabel).
  const link = confirmation.getByRole("link", { name: changeOrCancelLabel, exact: true });
  const href = (await link.getAttribute("href"))!;
  expect(href).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/manage\/[A-Za-z0-9_-]{43}$/);
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: "Your Booking" })).toBeVisible();
  return href;
}

/** Moves the booking, then cancels it after the page asks; each step answered in the page. */
async function moveThenCancel(page: Page, to: { date: string; window: TimeWindow }, withScript: boolean) {
  const main = page.getByRole("main");
  const status = main.locator("[data-status]");
  await expect(status).toHaveText("Pending");
  await main.getByLabel("Preferred Date").fill(to.date);
  await main.getByLabel("Preferred Time").selectOption(to.window);
  await main.getByRole("button", { name: "Move my booking" }).click();
  await expect(page.getByRole("status").filter({ hasText: bookingMoved(to.date, to.window) })).toBeVisible();
  // The summary names the window with its hours ("Thu 3 Dec, Morning (8am–12pm)").
  const visit = visitLabel(to.date, to.window);
  await expect(main.locator("dd", { hasText: visit })).toContainText(`${visit} (`);
  const history = main.getByRole("list", { name: "Booking history" });
  await expect(history.getByText(`to ${visit}`)).toBeVisible();
  // axe runs in the page: only where script runs.
  if (withScript) await expectNoSeriousA11yViolations(page);

  await main.getByRole("button", { name: cancelBookingLabel }).click();
  await expect(main.getByText(cancelQuestion)).toBeVisible();
  // The way back changes nothing: no question, the booking as it was.
  await main.getByRole("link", { name: keepBooking }).click();
  await expect(main.getByText(cancelQuestion)).toHaveCount(0);
  await expect(status).toHaveText("Pending");
  await main.getByRole("button", { name: cancelBookingLabel }).click();
  await expect(main.getByText(cancelQuestion)).toBeVisible();
  await main.getByRole("button", { name: confirmCancelBooking }).click();
  await expect(page.getByRole("status").filter({ hasText: bookingCancelledByCustomer })).toBeVisible();
  await expect(status).toHaveText("Cancelled");
  await expect(main.getByText(bookingNotChangeable("cancelled"))).toBeVisible();
  await expect(main.getByRole("button", { name: "Move my booking" })).toHaveCount(0);
  await expect(history.getByRole("listitem")).toHaveCount(3);
}

/** The owner opens the booking in the dashboard (with script) and finds each step, with who made it. */
async function expectStepsInDashboard(
  browser: Browser,
  viewport: { width: number; height: number },
  id: string,
) {
  // The dashboard needs script, whatever the customer's browser had.
  const context = await browser.newContext({ viewport, javaScriptEnabled: true });
  const page = await context.newPage();
  expect((await page.request.post("/api/user/login", { data: admin })).ok()).toBe(true);
  await page.goto("/admin-dashboard/bookings-management");
  await page.getByLabel("Search bookings").fill(id);
  await page.getByRole("row", { name: new RegExp(`Booking ${id} by`) }).click();
  const history = page
    .getByRole("dialog", { name: "Booking Details" })
    .getByRole("list", { name: "Booking history" });
  const steps = history.getByRole("listitem");
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText("Booked");
  await expect(steps.nth(1)).toContainText("Moved from");
  await expect(steps.nth(2)).toContainText("Cancelled");
  for (const step of await steps.all()) await expect(step).toContainText("Customer");
  await expectMailsInOutbox(page, id);
  await context.close();
}

/**
 * The owner's Outbox lists the customer's mail of each step: the booking's and the cancellation's as sent,
 * the move's as waiting, since a move's message waits a few minutes for a later move to replace it.
 */
async function expectMailsInOutbox(page: Page, id: string) {
  await page.goto("/admin-dashboard/outbox");
  const listed = (tab: RegExp, subjects: string[]) =>
    expect(async () => {
      await page.getByRole("tab", { name: /^Failed/ }).click();
      await page.getByRole("tab", { name: tab }).click();
      const panel = page.getByRole("tabpanel");
      for (const subject of subjects) {
        await expect(panel.getByRole("listitem").filter({ hasText: subject })).toHaveCount(1, {
          timeout: 500,
        });
      }
    }).toPass({ timeout: 20_000 });
  // The worker sends within moments of each step; the tab is read again until all have gone.
  await listed(/^Sent/, [`Your booking ${id} with`, `Booking ${id} cancelled`]);
  await listed(/^Waiting/, [`Booking ${id} moved to`]);
}

for (const size of sizes) {
  test.describe(`at ${size.name} size`, () => {
    test.use({ viewport: size.viewport });

    test("with script: the dialog's confirmation links to the manage page, which moves and cancels", async ({
      page,
      browser,
    }) => {
      const dialog = await openBookingFromHome(page);
      const { category } = categoriesWithServices(await loadCatalogue(page.request))[0]!;
      await dialog.getByLabel("Category").selectOption({ label: category.name });
      await dialog.getByLabel("Service", { exact: true }).selectOption({ index: 1 });
      await fillCustomer(dialog, uniqueName("Bisi"));
      await dialog.getByRole("button", { name: "Book Now" }).click();
      const confirmation = page.getByRole("dialog", { name: "Booking Received" });
      const id = (await confirmation.getByText(/^CL-[0-9A-Z]{10}$/).textContent())!;
      await openManageLink(page, confirmation);
      await moveThenCancel(page, { date: lagosDatePlus(5), window: "evening" }, true);
      await expectStepsInDashboard(browser, size.viewport, id);
    });

    test.describe("without script", () => {
      test.use({ javaScriptEnabled: false });

      test("the /book confirmation links to the manage page, whose plain forms move and cancel", async ({
        page,
        browser,
      }) => {
        const { category, first } = await bookableServices(page);
        await page.goto(`/book?category=${category._id}&service=${first._id}`);
        await fillBookingForm(bookingForm(page), uniqueName("Tayo"));
        await bookingForm(page).getByRole("button", { name: "Book Now" }).click();
        const main = page.getByRole("main");
        const id = (await main.locator(".font-mono").textContent())!.trim();
        const href = await openManageLink(page, main);
        // The page is one customer's: the browser is told not to keep it.
        const again = await page.request.get(href);
        expect(again.headers()["cache-control"]).toBe("no-store");
        await moveThenCancel(page, { date: lagosDatePlus(6), window: "morning" }, false);
        await expectStepsInDashboard(browser, size.viewport, id);
      });

      test("an unknown link is a 404 page; once changes have closed the page says to call", async ({
        page,
      }) => {
        const missing = await page.goto("/manage/NoSuchSecretNoSuchSecretNoSuchSecret1234567");
        expect(missing?.status()).toBe(404);
        await expect(page.getByText(manageLinkNotFound)).toBeVisible();

        // The first free window starts within a day: online changes (24 hours before) have closed.
        const first = await firstFreeWindow(page.request);
        const booking = (await createBooking(page.request, {
          customerName: `Late Customer${uniqueMark()}`,
          preferredDate: first.date,
          preferredTime: first.window,
        })) as CreatedBooking;
        const { business } = (await (await page.request.get("/api/settings")).json()) as SiteSettings;
        await page.goto(booking.manageUrl);
        const main = page.getByRole("main");
        await expect(
          main.getByText(tooLateToChange(24, business.phones[0]!.number, business.whatsapp)),
        ).toBeVisible();
        await expect(main.getByRole("link", { name: `Call ${business.phones[0]!.number}` })).toBeVisible();
        await expect(main.getByRole("button", { name: "Move my booking" })).toHaveCount(0);
      });
    });
  });
}
