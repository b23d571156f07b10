// Staff move a booking on from the list's Booking Details: confirm, complete, cancel, each after a prompt.
import type { Page } from "@playwright/test";
import { createBooking, openBookings, rowOf, searchFor, uniqueMark } from "./admin-bookings-helpers";
import { expect, test, toasts } from "./fixtures";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers the next window.confirm, checking its wording. */
function answerConfirm(page: Page, action: string, accept: boolean) {
  page.once("dialog", async (dialog) => {
    expect(dialog.type()).toBe("confirm");
    expect(dialog.message()).toBe(`Are you sure you want to ${action} this booking?`);
    if (accept) await dialog.accept();
    else await dialog.dismiss();
  });
}

async function publicStatus(page: Page, bookingId: string) {
  await page.goto(`/check-booking-status?id=${bookingId}`);
  await page.getByRole("button", { name: "Check Status" }).click();
  return page.getByRole("dialog", { name: "Booking Status" });
}

async function statusOf(page: Page, bookingId: string) {
  const response = await page.request.get(`/api/bookings/status/${bookingId}`);
  return ((await response.json()) as { status: string }).status;
}

test.describe("Bookings Management: changing a booking's status", () => {
  test("confirms, then completes a booking after the prompt; dismissing changes nothing; the public status follows", async ({
    adminPage: page,
  }) => {
    test.slow();
    const booking = await createBooking(page.request, { customerName: `Femi Flow${uniqueMark()}` });
    await openBookings(page);
    await searchFor(page, booking.bookingId);
    const details = page.getByRole("dialog", { name: "Booking Details" });

    // Dismissed: nothing is sent, nothing changes.
    let writes = 0;
    page.on("request", (request) => {
      if (request.method() !== "GET" && request.url().includes("/api/bookings/")) writes += 1;
    });
    await rowOf(page, booking).click();
    answerConfirm(page, "confirm", false);
    await details.getByRole("button", { name: "Confirm" }).click();
    await expect(details).toBeVisible();
    await expect(details.getByText("Pending", { exact: true })).toBeVisible();
    expect(writes).toBe(0);
    expect(await statusOf(page, booking.bookingId)).toBe("pending");

    // Accepted: Processing... while the server works, then the popup closes and the list reloads.
    await page.route("**/api/bookings/update-status/**", async (route) => {
      await pause(800);
      await route.continue();
    });
    answerConfirm(page, "confirm", true);
    await details.getByRole("button", { name: "Confirm" }).click();
    await expect(details.getByText("Processing...")).toBeVisible();
    await expect(details).toBeHidden();
    await expect(rowOf(page, booking).getByText("Confirmed", { exact: true })).toBeVisible();
    expect(await statusOf(page, booking.bookingId)).toBe("confirmed");

    await rowOf(page, booking).click();
    await expect(details.getByRole("button", { name: "Confirm" })).toHaveCount(0);
    answerConfirm(page, "complete", true);
    await details.getByRole("button", { name: "Mark as Completed" }).click();
    await expect(details).toBeHidden();
    await expect(rowOf(page, booking).getByText("Completed", { exact: true })).toBeVisible();

    // Completed is final: no Confirm, no Mark as Completed, Cancel Booking shown but disabled.
    await rowOf(page, booking).click();
    await expect(details.getByRole("button", { name: "Confirm" })).toHaveCount(0);
    await expect(details.getByRole("button", { name: "Mark as Completed" })).toHaveCount(0);
    await expect(details.getByRole("button", { name: "Cancel Booking" })).toBeDisabled();

    const result = await publicStatus(page, booking.bookingId);
    await expect(result.getByText("Completed", { exact: true })).toBeVisible();
  });

  test("cancels a booking (kept, marked cancelled) after the prompt; dismissing keeps it", async ({
    adminPage: page,
  }) => {
    const booking = await createBooking(page.request, { customerName: `Sade Cancel${uniqueMark()}` });
    await openBookings(page);
    await searchFor(page, booking.bookingId);
    const details = page.getByRole("dialog", { name: "Booking Details" });

    await rowOf(page, booking).click();
    answerConfirm(page, "cancel", false);
    await details.getByRole("button", { name: "Cancel Booking" }).click();
    await expect(details.getByText("Pending", { exact: true })).toBeVisible();
    expect(await statusOf(page, booking.bookingId)).toBe("pending");

    answerConfirm(page, "cancel", true);
    await details.getByRole("button", { name: "Cancel Booking" }).click();
    await expect(details).toBeHidden();
    await expect(toasts(page).getByText("Booking cancelled")).toBeVisible();
    await expect(rowOf(page, booking).getByText("Cancelled", { exact: true })).toBeVisible();

    // The record stays, under the Cancelled tab, with no actions left.
    await page.getByRole("tab", { name: /^Cancelled \(\d+\)$/ }).click();
    await expect(rowOf(page, booking)).toBeVisible();
    await rowOf(page, booking).click();
    for (const action of ["Confirm", "Mark as Completed", "Cancel Booking"]) {
      await expect(details.getByRole("button", { name: action })).toHaveCount(0);
    }
    await details.getByRole("button", { name: "Close", exact: true }).click();

    const result = await publicStatus(page, booking.bookingId);
    await expect(result.getByText("Cancelled", { exact: true })).toBeVisible();
  });

  test("a refused action shows the server's message and the list reloads", async ({ adminPage: page }) => {
    const booking = await createBooking(page.request, { customerName: `Ife Race${uniqueMark()}` });
    await openBookings(page);
    await searchFor(page, booking.bookingId);
    await rowOf(page, booking).click();
    // Another admin completes it meanwhile.
    const done = await page.request.put(`/api/bookings/update-status/${booking._id}/completed`);
    expect(done.status()).toBe(200);
    const details = page.getByRole("dialog", { name: "Booking Details" });
    answerConfirm(page, "confirm", true);
    await details.getByRole("button", { name: "Confirm" }).click();
    await expect(details).toBeHidden();
    await expect(toasts(page).getByText("A completed booking cannot be marked confirmed.")).toBeVisible();
    await expect(rowOf(page, booking).getByText("Completed", { exact: true })).toBeVisible();
  });
});
