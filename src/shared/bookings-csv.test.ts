// The bookings export as a spreadsheet reads it: the discount in naira beside its percentage,
// phone numbers without a stray apostrophe, and nothing a customer typed running as a formula.
import { describe, expect, it } from "vitest";
import type { Booking } from "./schemas/booking.ts";
import { bookingsCsv } from "./bookings-csv.ts";

const booking = (overrides: Partial<Booking>): Booking => ({
  _id: "b1",
  bookingId: "CL-AAAAAAAAAA",
  customerName: "Ada Obi",
  email: "ada@example.ng",
  phone: "0803 555 0100",
  address: "Lekki",
  notes: "",
  services: [{ name: "Deep Home Cleaning", price: 105000 }],
  subtotal: 105000,
  couponCode: null,
  discount: 0,
  discountAmount: 0,
  totalPrice: 105000,
  status: "pending",
  preferredDate: null,
  preferredTime: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  crewId: null,
  ...overrides,
});

/** RFC 4180 fields of each line, as a spreadsheet program splits them. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ",") {
      row.push(field);
      field = "";
    } else if (!quoted && char === "\r" && text[i + 1] === "\n") {
      rows.push([...row, field]);
      row = [];
      field = "";
      i++;
    } else {
      field += char;
    }
  }
  return rows;
}

/** Each booking's cells by column name. */
function records(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  return rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i] ?? ""])));
}

describe("bookings CSV", () => {
  it("gives the discount in naira and the percentage in their own columns", () => {
    const [row] = records(
      bookingsCsv([
        booking({ couponCode: "LAGOS10", discount: 10, discountAmount: 10500, totalPrice: 94500 }),
      ]),
    );
    expect(row).toMatchObject({
      "Subtotal (NGN)": "105000",
      Coupon: "LAGOS10",
      "Discount (NGN)": "10500",
      "Discount (%)": "10",
      "Total Price (NGN)": "94500",
    });
  });

  it("writes a +234 phone number that reads as the number, with no apostrophe", () => {
    const rows = records(
      bookingsCsv([booking({ phone: "+2348031234567" }), booking({ phone: "+234 803 123 4567" })]),
    );
    for (const [row, phone] of [
      [rows[0]!, "+2348031234567"],
      [rows[1]!, "+234 803 123 4567"],
    ] as const) {
      expect(row.Phone).not.toContain("'");
      // The leading tab keeps it text in a spreadsheet; it is invisible there.
      expect(row.Phone?.trim()).toBe(phone);
    }
  });

  it("neutralises formulas typed in a customer's name, address or notes", () => {
    const typed = ['=HYPERLINK("https://evil.example","Click")', "+1+1", "-2+3", "@SUM(1)"];
    const rows = records(
      bookingsCsv(
        typed.map((text) => booking({ customerName: text, address: text, notes: text, phone: text })),
      ),
    );
    rows.forEach((row, i) => {
      for (const column of ["Customer", "Address", "Notes", "Phone"]) {
        expect(row[column]).toBe(`'${typed[i]}`);
      }
    });
  });
});
