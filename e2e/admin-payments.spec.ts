// Payments and the receipt, at 1280 px and on a 412 px phone (decision 032): staff record a part payment
// and then the rest in Booking Details, see the booking go from part-paid to paid, and open a receipt
// that prints alone, without the dashboard around it.
import { todayInLagos } from "../src/shared/lagos-date";
import { formatNaira } from "../src/shared/money";
import { paymentBeyondBalance } from "../src/shared/rules/payments";
import type { SiteSettings } from "../src/shared/schemas/settings";
import { createBooking, uniqueMark } from "./admin-bookings-helpers";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";

test("a part payment then the rest make a booking paid, and its receipt prints alone", async ({
  adminPage: page,
}) => {
  const { business } = (await (await page.request.get("/api/settings")).json()) as SiteSettings;
  const booking = await createBooking(page.request, { customerName: `Bisi ${uniqueMark()}` }, 2);
  const total = booking.totalPrice;
  const part = Math.floor(total / 2);
  const rest = Math.round((total - part) * 100) / 100;

  await page.goto("/admin-dashboard/bookings-management");
  await page.getByLabel("Search bookings").fill(booking.bookingId);
  await page.getByRole("row", { name: new RegExp(`Booking ${booking.bookingId} by`) }).click();
  const details = page.getByRole("dialog", { name: "Booking Details" });
  const summary = details.getByTestId("payment-summary");
  await expect(summary.getByText("Unpaid", { exact: true })).toBeVisible();
  await expect(summary).toContainText(`Balance ${formatNaira(total)}`);

  const form = details.getByRole("form", { name: "Record a payment" });
  const amount = form.getByLabel("Amount (₦)");
  // More than the balance asks for the Overpaid choice, and is refused without it.
  await amount.fill(String(total + 1000));
  const overpaid = form.getByRole("checkbox", { name: /Overpaid/ });
  await expect(overpaid).toBeVisible();
  await form.getByRole("button", { name: "Record payment" }).click();
  await expect(form.getByText(paymentBeyondBalance)).toBeVisible();
  await amount.fill(String(part));
  await expect(overpaid).toBeHidden();

  await form.getByLabel("Method").selectOption({ label: "Cash" });
  await form.getByLabel("Note (optional)").fill("Deposit at the door");
  await expectNoSeriousA11yViolations(page);
  await form.getByRole("button", { name: "Record payment" }).click();
  await expect(summary.getByText("Part-paid", { exact: true })).toBeVisible();
  await expect(summary).toContainText(`Balance ${formatNaira(total - part)}`);
  // Focus waits in the emptied amount, for the rest, rather than falling to the page.
  await expect(amount).toBeFocused();
  await expect(amount).toHaveValue("");

  await amount.fill(String(rest));
  await form.getByLabel("Method").selectOption({ label: "Bank transfer" });
  await form.getByRole("button", { name: "Record payment" }).click();
  await expect(summary.getByText("Paid", { exact: true })).toBeVisible();
  await expect(summary).toContainText(`Balance ${formatNaira(0)}`);
  const payments = details.getByRole("list", { name: "Payments" });
  await expect(payments.getByRole("listitem")).toHaveCount(2);
  await expect(payments).toContainText("Deposit at the door");
  // Nothing in Booking Details reaches past the screen's edge, even on a phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  // The bookings list marks the booking paid beside its total.
  await details.getByRole("button", { name: "Close details" }).click();
  const row = page.getByRole("row", { name: new RegExp(`Booking ${booking.bookingId} by`) });
  await expect(row.getByText("Paid", { exact: true })).toBeVisible();
  await row.click();

  await details.getByRole("link", { name: "Receipt" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin-dashboard/receipt/${booking._id}$`));
  const receipt = page.getByRole("article", { name: `Receipt for booking ${booking.bookingId}` });
  await expect(receipt).toContainText(business.name);
  await expect(receipt).toContainText(business.email);
  await expect(receipt).toContainText(booking.customerName);
  for (const service of booking.services) {
    await expect(receipt).toContainText(service.name);
    await expect(receipt).toContainText(formatNaira(service.price));
  }
  await expect(receipt).toContainText(formatNaira(part));
  await expect(receipt).toContainText(formatNaira(rest));
  await expect(receipt).toContainText("Bank transfer");
  await expect(receipt.getByTestId("receipt-balance")).toHaveText(formatNaira(0));
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.emulateMedia({ media: "print" });
  await expect(receipt).toBeVisible();
  await expect(page.getByRole("complementary")).toBeHidden();
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
});

test("a payment is corrected by a reversal after a confirmation, and both entries stay listed", async ({
  adminPage: page,
}) => {
  const booking = await createBooking(page.request, { customerName: `Tunde ${uniqueMark()}` });
  const paid = await page.request.post(`/api/bookings/${booking._id}/payments`, {
    data: { amount: booking.totalPrice, method: "pos", paidOn: todayInLagos() },
  });
  expect(paid.status()).toBe(201);

  await page.goto("/admin-dashboard/bookings-management");
  await page.getByLabel("Search bookings").fill(booking.bookingId);
  await page.getByRole("row", { name: new RegExp(`Booking ${booking.bookingId} by`) }).click();
  const details = page.getByRole("dialog", { name: "Booking Details" });
  const summary = details.getByTestId("payment-summary");
  await expect(summary.getByText("Paid", { exact: true })).toBeVisible();

  page.once("dialog", (dialog) => void dialog.accept());
  await details.getByRole("button", { name: "Reverse" }).click();
  await expect(summary.getByText("Unpaid", { exact: true })).toBeVisible();
  await expect(summary).toContainText(`Balance ${formatNaira(booking.totalPrice)}`);
  const payments = details.getByRole("list", { name: "Payments" });
  await expect(payments.getByRole("listitem")).toHaveCount(2);
  await expect(payments).toContainText(`${formatNaira(-booking.totalPrice)} · POS (reversal)`);
  // An entry is reversed once, and a reversal is never reversed: no Reverse is left to press.
  await expect(details.getByRole("button", { name: "Reverse" })).toHaveCount(0);
});
