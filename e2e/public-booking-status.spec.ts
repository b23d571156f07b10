import type { Page } from "@playwright/test";
import { bookingIdInvalid, statusLookupFailed } from "../src/shared/rules/status-check.ts";
import { admin, backgroundRgb, expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { bookThroughApi, uniqueName } from "./public-booking-helpers";
import { holdRequests } from "./held-requests";

async function checkStatus(page: Page, id: string) {
  await page.getByLabel("Booking ID").fill(id);
  await page.getByRole("button", { name: "Check Status" }).click();
}

test.describe("Check Booking Status", () => {
  test("is rendered on the server with its title and description", async ({ page }) => {
    const html = await (await page.request.get("/check-booking-status?id=CL-7K3Q9XMA2B")).text();
    expect(html).toContain("<title>Check Booking Status | ");
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    // One canonical address whatever ID was shared, and a preview for WhatsApp.
    expect(html).toMatch(/<link rel="canonical" href="http[^"]*\/check-booking-status"/);
    expect(html).toContain('<meta property="og:title" content="Check Booking Status | ');
    expect(html).toContain("Enter your Booking ID");
    expect(html).toContain('value="CL-7K3Q9XMA2B"');
  });

  test("greets the customer by first name and shows the ID and a yellow pending badge", async ({ page }) => {
    test.slow(); // axe runs here
    const name = uniqueName("Ngozi");
    const booking = await bookThroughApi(page.request, name);
    await page.goto("/check-booking-status");
    await expect(page.getByRole("heading", { name: "Check Booking Status" })).toBeVisible();
    // Case, spaces and dashes a customer may type do not matter.
    await checkStatus(page, ` ${booking.bookingId.toLowerCase().replace("-", " ")} `);
    const result = page.getByRole("dialog", { name: "Booking Status" });
    await expect(result.getByText(`Hello, ${name.split(" ")[0]}!`)).toBeVisible();
    await expect(result.getByText(booking.bookingId)).toBeVisible();
    await expect(result.getByText(name)).toHaveCount(0);
    const badge = result.getByText("Pending", { exact: true });
    await expect(badge).toBeVisible();
    const [red, green, blue] = await backgroundRgb(badge);
    expect(red).toBeGreaterThan(200);
    expect(green).toBeGreaterThan(170);
    expect(blue).toBeLessThan(120);
    await expectNoSeriousA11yViolations(page);
    await result.getByRole("button", { name: "Close", exact: true }).click();
    await expect(result).toBeHidden();
  });

  test("colours each status: confirmed blue, completed green, cancelled red", async ({ page, browser }) => {
    // The admin moves three bookings on, in a browser of their own.
    const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const signedIn = await adminContext.request.post("/api/user/login", { data: admin });
    expect(signedIn.ok()).toBe(true);
    const moves = [
      {
        path: (id: string) => `/api/bookings/update-status/${id}/confirmed`,
        method: "put",
        label: "Confirmed",
      },
      {
        path: (id: string) => `/api/bookings/update-status/${id}/completed`,
        method: "put",
        label: "Completed",
      },
      { path: (id: string) => `/api/bookings/delete/${id}`, method: "delete", label: "Cancelled" },
    ] as const;
    const bookings = [];
    for (const move of moves) {
      const booking = await bookThroughApi(page.request, uniqueName("Tunde"));
      const url = move.path(booking._id);
      const answer =
        move.method === "put" ? await adminContext.request.put(url) : await adminContext.request.delete(url);
      expect(answer.status(), await answer.text()).toBe(200);
      bookings.push({ booking, label: move.label });
    }
    await adminContext.close();

    await page.goto("/check-booking-status");
    const result = page.getByRole("dialog", { name: "Booking Status" });
    const colours: Record<string, number[]> = {};
    for (const { booking, label } of bookings) {
      await checkStatus(page, booking.bookingId);
      const badge = result.getByText(label, { exact: true });
      await expect(badge).toBeVisible();
      colours[label] = await backgroundRgb(badge);
      await result.getByRole("button", { name: "Close", exact: true }).click();
    }
    const [cr, cg, cb] = colours.Confirmed!;
    expect(cb!).toBeGreaterThan(cr! + 80);
    expect(cb!).toBeGreaterThan(cg!);
    const [gr, gg, gb] = colours.Completed!;
    expect(gg!).toBeGreaterThan(gr! + 60);
    expect(gg!).toBeGreaterThan(gb! + 30);
    const [rr, rg, rb] = colours.Cancelled!;
    expect(rr!).toBeGreaterThan(150);
    expect(Math.max(rg!, rb!)).toBeLessThan(60);
  });

  test("shows Checking... while busy", async ({ page }) => {
    const booking = await bookThroughApi(page.request, uniqueName("Kemi"));
    const lookup = await holdRequests(page, "**/api/bookings/status/**");
    await page.goto("/check-booking-status");
    await checkStatus(page, booking.bookingId);
    await expect(page.getByRole("button", { name: "Checking..." })).toBeDisabled();
    lookup.release();
    await expect(page.getByRole("dialog", { name: "Booking Status" })).toBeVisible();
  });

  test("explains a blank or malformed ID, an unknown one and a failure inline", async ({ page }) => {
    test.slow(); // axe runs here
    await page.goto("/check-booking-status");
    const error = page.locator("#booking-id-error");
    await page.getByRole("button", { name: "Check Status" }).click();
    await expect(error).toHaveText(bookingIdInvalid);
    await checkStatus(page, "CL-123");
    await expect(error).toHaveText(bookingIdInvalid);

    await checkStatus(page, "CL-0000000000");
    await expect(error).toHaveText("We could not find a booking with that ID.");

    await page.route("**/api/bookings/status/**", (route) => route.fulfill({ status: 500, body: "" }));
    await checkStatus(page, "CL-0000000001");
    await expect(error).toHaveText(statusLookupFailed);
    await expectNoSeriousA11yViolations(page);
  });
});
