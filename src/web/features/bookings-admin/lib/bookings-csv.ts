import { discountAmountColumn, discountPercentColumn } from "~/shared/rules/booking";
import type { Booking } from "~/shared/schemas/booking";
import { toCsv } from "~/shared/csv";

const header = [
  "ID",
  "Customer",
  "Email",
  "Phone",
  "Address",
  "Services",
  "Subtotal (NGN)",
  "Coupon",
  // The amount taken off in naira, then the coupon's percentage.
  discountAmountColumn,
  discountPercentColumn,
  "Total Price (NGN)",
  "Status",
  "Preferred date",
  "Preferred time",
  "Notes",
  "Created at",
] as const;

export function bookingsCsv(bookings: readonly Booking[]): string {
  return toCsv(
    header,
    bookings.map((b) => [
      b.bookingId || "Nil",
      b.customerName,
      b.email,
      b.phone,
      b.address,
      b.services.map((s) => s.name).join("; "),
      b.subtotal,
      b.couponCode ?? "",
      b.discountAmount,
      b.discount,
      b.totalPrice,
      b.status,
      b.preferredDate ?? "",
      b.preferredTime ?? "",
      b.notes,
      b.createdAt,
    ]),
  );
}

/** Starts a download of the text as a file, in the browser. */
export function downloadCsv(fileName: string, text: string): void {
  // A byte-order mark so spreadsheet programs read names with accents as UTF-8.
  const blob = new Blob(["\uFEFF", text], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
