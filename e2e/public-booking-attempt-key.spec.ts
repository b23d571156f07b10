// A booking attempt's Idempotency-Key (docs/decisions/030-idempotency-keys.md): the dialog and the
// booking page without script each send one, and the server books once per key.
import { bookingSuccessMessage } from "../src/shared/rules/booking.ts";
import { idempotencyKeyHeader, idempotencyKeyReused } from "../src/shared/rules/idempotency.ts";
import type { Booking } from "../src/shared/schemas/booking.ts";
import { expect, test } from "./fixtures";
import {
  bookableServices,
  bookingForm,
  customer,
  fillBookingForm,
  storedBookings,
} from "./public-book-page-helpers";
import {
  categoriesWithServices,
  fillCustomer,
  lagosDatePlus,
  loadCatalogue,
  openBookingFromHome,
  uniqueName,
} from "./public-booking-helpers";

const attemptKey = /^[0-9a-f]{32}$/;

test("the dialog sends a key with Book Now: the same booking sent again with it is the same booking", async ({
  page,
  ownAdmin,
  playwright,
  baseURL,
}) => {
  const name = uniqueName("Kemi");
  const dialog = await openBookingFromHome(page);
  const { category } = categoriesWithServices(await loadCatalogue(page.request))[0]!;
  await dialog.getByLabel("Category").selectOption({ label: category.name });
  await dialog.getByLabel("Service", { exact: true }).selectOption({ index: 1 });
  await fillCustomer(dialog, name);
  const sent = page.waitForRequest(
    (request) => request.url().endsWith("/api/bookings/create") && request.method() === "POST",
  );
  await dialog.getByRole("button", { name: "Book Now" }).click();
  const request = await sent;
  const key = request.headers()[idempotencyKeyHeader.toLowerCase()];
  expect(key).toMatch(attemptKey);
  const first = (await (await request.response())!.json()) as Booking;
  await expect(page.getByRole("dialog", { name: "Booking Received" })).toBeVisible();

  // A retry of that request, as after a lost answer: the first booking comes back, no second is stored.
  const retry = await page.request.post("/api/bookings/create", {
    data: request.postDataJSON(),
    headers: { [idempotencyKeyHeader]: key! },
  });
  expect(retry.status()).toBe(201);
  expect(((await retry.json()) as Booking).bookingId).toBe(first.bookingId);
  const stored = await storedBookings(playwright, baseURL!, ownAdmin, name);
  expect(stored.map((booking) => booking.bookingId)).toEqual([first.bookingId]);
});

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false });

  test("the booking page's hidden key reaches the server: the form sent again with another booking is refused", async ({
    page,
    ownAdmin,
    playwright,
    baseURL,
  }) => {
    const name = uniqueName("Bisi");
    const { category, first } = await bookableServices(page);
    const url = `/book?category=${category._id}&service=${first._id}`;
    await page.goto(url);
    const hidden = bookingForm(page).locator('input[type="hidden"][name="idempotencyKey"]');
    const key = await hidden.inputValue();
    expect(key).toMatch(attemptKey);
    await fillBookingForm(bookingForm(page), name);
    await bookingForm(page).getByRole("button", { name: "Book Now" }).click();
    await expect(page.getByRole("status").filter({ hasText: bookingSuccessMessage })).toBeVisible();
    const bookingId = (await page.locator("main .font-mono").textContent())!.trim();

    // The same form (its key) posted again asking for another date, as after the browser's Back: the key
    // already made a booking, so nothing is booked; the form comes back with a new key for a new attempt.
    const again = await page.request.post(url, {
      headers: { Origin: new URL(baseURL!).origin },
      form: {
        idempotencyKey: key,
        service: first._id,
        customerName: name,
        email: customer.email,
        phone: customer.phone,
        address: customer.address,
        preferredDate: lagosDatePlus(5),
        preferredTime: "morning",
        intent: "book",
      },
    });
    expect(again.status()).toBe(422);
    const html = await again.text();
    expect(html).toContain(idempotencyKeyReused);
    const nextKey = /name="idempotencyKey" value="([0-9a-f]+)"/.exec(html)?.[1];
    expect(nextKey).toMatch(attemptKey);
    expect(nextKey).not.toBe(key);
    const stored = await storedBookings(playwright, baseURL!, ownAdmin, name);
    expect(stored.map((booking) => booking.bookingId)).toEqual([bookingId]);
  });
});
