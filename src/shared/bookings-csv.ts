// The bookings export's columns and rows (`GET /api/bookings/export.csv`), as a spreadsheet reads them.
import { discountAmountColumn, discountPercentColumn } from "./rules/booking.ts";
import { bookedLine, showsQuantity } from "./rules/pricing.ts";
import type { Booking } from "./schemas/booking.ts";
import { csvField, toCsv } from "./csv.ts";

export const bookingsCsvHeader = [
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
  // Added last, so the columns before keep their places in sheets made from earlier exports.
  "Area",
  "Travel fee (NGN)",
] as const;

/** One booking's fields, in the header's order. */
function bookingCsvFields(b: Booking) {
  return [
    b.bookingId || "Nil",
    b.customerName,
    b.email,
    b.phone,
    b.address,
    // A service booked by quantity says how many and what the line cost; one visit keeps its name alone.
    b.services.map((s) => (showsQuantity(s) ? bookedLine(s) : s.name)).join("; "),
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
    b.area ?? "",
    b.travelFee ?? 0,
  ];
}

/** One booking as a CSV line, CRLF included: the export writes them one at a time. */
export function bookingCsvLine(booking: Booking): string {
  return `${bookingCsvFields(booking).map(csvField).join(",")}\r\n`;
}

/** The header and every booking as one CSV text. */
export function bookingsCsv(bookings: readonly Booking[]): string {
  return toCsv(bookingsCsvHeader, bookings.map(bookingCsvFields));
}
