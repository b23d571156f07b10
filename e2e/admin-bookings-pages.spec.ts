// The bookings list one page at a time from the server: pages of 50, searched and counted there, and an
// export that holds every page, streamed by the server in one request (docs/decisions/013-bookings-pagination.md,
// 052-indexes-and-streamed-exports.md).
import fs from "node:fs/promises";
import type { Booking } from "../src/shared/schemas/booking.ts";
import { createBooking, openBookings, uniqueMark } from "./admin-bookings-helpers";
import { expect, test } from "./fixtures";

test.describe("the bookings list, page by page", () => {
  test("pages of 50, searched and counted by the server; Export CSV holds every page", async ({
    adminPage: page,
  }) => {
    test.slow();
    const mark = uniqueMark();
    const made: Booking[] = [];
    for (let i = 0; i < 105; i++) {
      made.push(await createBooking(page.request, { customerName: `Pager${mark} ${i}` }));
    }
    for (const booking of made.slice(0, 5)) {
      expect((await page.request.delete(`/api/bookings/delete/${booking._id}`)).status()).toBe(200);
    }
    const newestFirst = [...made].reverse();

    const lists: { url: URL; size: number }[] = [];
    page.on("response", async (response) => {
      const url = new URL(response.url());
      if (url.pathname !== "/api/bookings/get" || !response.ok()) return;
      // Recorded in the order the answers came, before the body is read, so none is missed.
      const list = { url, size: 0 };
      lists.push(list);
      list.size = ((await response.json()) as unknown[]).length;
    });
    await openBookings(page);
    await expect(page.getByRole("tab", { name: /^All \(\d+\)$/ })).toBeVisible();
    const before = lists.length;
    // Typed key by key: the server is asked once the typing pauses, not at every key.
    await page.getByLabel("Search bookings").pressSequentially(`Pager${mark}`);
    for (const [name, count] of [
      ["All", 105],
      ["Pending", 100],
      ["Confirmed", 0],
      ["Completed", 0],
      ["Cancelled", 5],
    ] as const) {
      await expect(page.getByRole("tab", { name: `${name} (${count})` })).toBeVisible();
    }
    expect(lists.slice(before).filter((list) => list.url.searchParams.has("q")).length).toBeLessThanOrEqual(
      2,
    );

    const rows = page.getByRole("row").filter({ hasText: `Pager${mark}` });
    const status = page.getByRole("navigation", { name: "Bookings pages" }).getByRole("status");
    const names = () => rows.evaluateAll((all) => all.map((row) => row.getAttribute("aria-label")));
    const labels = (bookings: Booking[]) =>
      bookings.map((b) => `Booking ${b.bookingId} by ${b.customerName}`);

    await expect(status).toHaveText("Showing 1–50 of 105 · Page 1 of 3");
    await expect(rows).toHaveCount(50);
    expect(await names()).toEqual(labels(newestFirst.slice(0, 50)));
    await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(status).toHaveText("Showing 51–100 of 105 · Page 2 of 3");
    await expect(rows.first()).toHaveAttribute("aria-label", labels(newestFirst.slice(50, 51))[0]!);
    expect(await names()).toEqual(labels(newestFirst.slice(50, 100)));
    await page.getByRole("button", { name: "Next" }).click();
    await expect(status).toHaveText("Showing 101–105 of 105 · Page 3 of 3");
    await expect(rows).toHaveCount(5);
    await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(status).toHaveText("Showing 51–100 of 105 · Page 2 of 3");

    // A tab starts at its own first page.
    await page.getByRole("tab", { name: "Cancelled (5)" }).click();
    await expect(status).toHaveText("Showing 1–5 of 5 · Page 1 of 1");
    await expect(rows).toHaveCount(5);
    await page.getByRole("tab", { name: "All (105)" }).click();
    await expect(status).toHaveText("Showing 1–50 of 105 · Page 1 of 3");

    const download = async () => {
      const [file] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Export CSV" }).click(),
      ]);
      const text = await fs.readFile((await file.path())!, "utf8");
      const lines = text
        .replace(/^\uFEFF/, "")
        .split("\r\n")
        .slice(1)
        .filter(Boolean);
      return { lines, url: new URL(file.url()) };
    };
    const exported = lists.length;
    const { lines: all, url } = await download();
    expect(all).toHaveLength(105);
    for (const booking of made) expect(all.some((line) => line.includes(booking.bookingId))).toBe(true);
    // One request for the whole file, under the search typed; the list's pages are not read for it.
    expect(url.pathname).toBe("/api/bookings/export.csv");
    expect(url.searchParams.get("q")).toBe(`Pager${mark}`);
    expect(lists.length).toBe(exported);

    await page.getByRole("tab", { name: "Cancelled (5)" }).click();
    const { lines: cancelled } = await download();
    expect(cancelled).toHaveLength(5);
    expect(cancelled.every((line) => line.includes('"cancelled"'))).toBe(true);

    // No answer ever held more than 100 bookings.
    expect(Math.max(...lists.map((list) => list.size))).toBeLessThanOrEqual(100);
  });
});
