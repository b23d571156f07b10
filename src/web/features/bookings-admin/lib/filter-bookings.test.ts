import { describe, expect, it } from "vitest";
import type { Booking } from "~/shared/schemas/booking";
import { countByTab, filterBookings, newestFirst } from "./filter-bookings";

const make = (overrides: Partial<Booking>): Booking => ({
  _id: overrides.bookingId ?? "x",
  bookingId: "CL-AAAAAAAAAA",
  customerName: "Ada Obi",
  email: "ada@example.ng",
  phone: "0803 555 0100",
  address: "Lekki",
  notes: "",
  services: [],
  subtotal: 0,
  couponCode: null,
  discount: 0,
  discountAmount: 0,
  totalPrice: 0,
  status: "pending",
  preferredDate: null,
  preferredTime: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  ...overrides,
});

const list = [
  make({ bookingId: "CL-PENDING001", createdAt: "2026-01-01T00:00:00.000Z" }),
  make({
    bookingId: "CL-DONE000001",
    customerName: "Bayo Ade",
    email: "bayo@x.ng",
    phone: "+234 809 111 2222",
    status: "completed",
    createdAt: "2026-01-03T00:00:00.000Z",
  }),
  make({
    bookingId: "CL-GONE000001",
    customerName: "Chi Eze",
    status: "cancelled",
    createdAt: "2026-01-02T00:00:00.000Z",
  }),
];

describe("bookings list", () => {
  it("counts each tab", () => {
    expect(countByTab(list)).toEqual({ all: 3, pending: 1, confirmed: 0, completed: 1, cancelled: 1 });
  });

  it("filters by tab, then by ID, name, email or phone digits", () => {
    expect(filterBookings(list, "cancelled", "").map((b) => b.bookingId)).toEqual(["CL-GONE000001"]);
    expect(filterBookings(list, "all", "cl-done").map((b) => b.bookingId)).toEqual(["CL-DONE000001"]);
    expect(filterBookings(list, "all", "  BAYO ").map((b) => b.bookingId)).toEqual(["CL-DONE000001"]);
    expect(filterBookings(list, "all", "809-111-2222").map((b) => b.bookingId)).toEqual(["CL-DONE000001"]);
    expect(filterBookings(list, "pending", "bayo")).toEqual([]);
  });

  it("puts the newest first", () => {
    expect(newestFirst(list).map((b) => b.bookingId)).toEqual([
      "CL-DONE000001",
      "CL-GONE000001",
      "CL-PENDING001",
    ]);
  });
});
