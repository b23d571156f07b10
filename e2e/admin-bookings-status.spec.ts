// Staff move a booking on from the list's Booking Details: confirm (undone in place for a few seconds),
// complete and cancel (each on a second tap), with no browser dialog, the panel staying open.
import type { Page } from "@playwright/test";
import { tapAgainLabels, undoLabel } from "../src/shared/rules/booking-actions";
import { createBooking, openBookings, rowOf, searchFor, uniqueMark } from "./admin-bookings-helpers";
import { expect, test, toasts } from "./fixtures";

/** No browser dialog may ask anything: one would fail the test. */
function refuseDialogs(page: Page) {
  page.on("dialog", (dialog) => {
    throw new Error(`Unexpected browser dialog: ${dialog.message()}`);
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
  test("confirms in one tap with Undo, completes on a second tap, the panel open throughout; the public status follows", async ({
    adminPage: page,
  }) => {
    test.slow();
    refuseDialogs(page);
    const booking = await createBooking(page.request, { customerName: `Femi Flow${uniqueMark()}` });
    await openBookings(page);
    await searchFor(page, booking.bookingId);
    const details = page.getByRole("dialog", { name: "Booking Details" });
    const actions = details.getByTestId("booking-actions");

    // Undone: nothing is sent, nothing changes.
    let writes = 0;
    page.on("request", (request) => {
      if (request.method() !== "GET" && request.url().includes("/api/bookings/update-status")) writes += 1;
    });
    await rowOf(page, booking).click();
    await actions.getByRole("button", { name: "Confirm", exact: true }).click();
    await actions.getByRole("button", { name: undoLabel }).click();
    await expect(actions.getByText("Pending", { exact: true })).toBeVisible();
    expect(await statusOf(page, booking.bookingId)).toBe("pending");

    // Left alone, it is sent after a few seconds and the panel stays open on the confirmed booking.
    await actions.getByRole("button", { name: "Confirm", exact: true }).click();
    await expect(toasts(page).getByText("Booking confirmed")).toBeVisible({ timeout: 10_000 });
    // The undone one would have been sent before this one: only this one was.
    expect(writes).toBe(1);
    await expect(details).toBeVisible();
    await expect(actions.getByText("Confirmed", { exact: true })).toBeVisible();
    await expect(actions.getByRole("button", { name: "Confirm", exact: true })).toHaveCount(0);
    expect(await statusOf(page, booking.bookingId)).toBe("confirmed");

    // Completing asks for a second tap, in the button itself.
    await actions.getByRole("button", { name: "Mark as Completed" }).click();
    expect(await statusOf(page, booking.bookingId)).toBe("confirmed");
    await actions.getByRole("button", { name: tapAgainLabels.complete }).click();
    await expect(actions.getByText("Completed", { exact: true })).toBeVisible();
    await expect(rowOf(page, booking).getByText("Completed", { exact: true })).toBeVisible();

    // Completed is final: no Confirm, no Mark as Completed, Cancel Booking shown but disabled.
    await expect(actions.getByRole("button", { name: "Mark as Completed" })).toHaveCount(0);
    await expect(actions.getByRole("button", { name: "Cancel Booking" })).toBeDisabled();

    const result = await publicStatus(page, booking.bookingId);
    await expect(result.getByText("Completed", { exact: true })).toBeVisible();
  });

  test("cancels a booking (kept, marked cancelled) on a second tap; one tap alone keeps it", async ({
    adminPage: page,
  }) => {
    refuseDialogs(page);
    const booking = await createBooking(page.request, { customerName: `Sade Cancel${uniqueMark()}` });
    await openBookings(page);
    await searchFor(page, booking.bookingId);
    const details = page.getByRole("dialog", { name: "Booking Details" });
    const actions = details.getByTestId("booking-actions");

    await rowOf(page, booking).click();
    await actions.getByRole("button", { name: "Cancel Booking" }).click();
    // Not tapped again: it goes back to its own words and nothing changed.
    await expect(actions.getByRole("button", { name: "Cancel Booking" })).toBeVisible({ timeout: 6000 });
    expect(await statusOf(page, booking.bookingId)).toBe("pending");

    await actions.getByRole("button", { name: "Cancel Booking" }).click();
    await actions.getByRole("button", { name: tapAgainLabels.cancel }).click();
    await expect(toasts(page).getByText("Booking cancelled")).toBeVisible();
    await expect(rowOf(page, booking).getByText("Cancelled", { exact: true })).toBeVisible();
    for (const action of ["Confirm", "Mark as Completed", "Cancel Booking"]) {
      await expect(actions.getByRole("button", { name: action, exact: true })).toHaveCount(0);
    }
    await details.getByRole("button", { name: "Close", exact: true }).click();

    // The record stays, under the Cancelled tab.
    await page.getByRole("tab", { name: /^Cancelled \(\d+\)$/ }).click();
    await expect(rowOf(page, booking)).toBeVisible();

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
    await details.getByRole("button", { name: "Confirm", exact: true }).click();
    await expect(toasts(page).getByText("A completed booking cannot be marked confirmed.")).toBeVisible({
      timeout: 10_000,
    });
    await expect(rowOf(page, booking).getByText("Completed", { exact: true })).toBeVisible();
  });
});
