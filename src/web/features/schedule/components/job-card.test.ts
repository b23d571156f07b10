// A job's card on the schedule board names the area the customer booked for, so staff grouping a crew's
// day by where the jobs are read it at a glance; a booking made without an area shows no empty line.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Booking } from "~/shared/schemas/booking";
import { JobCard } from "./job-card";

const job: Booking = {
  _id: "job-1",
  bookingId: "CL-2K7W9Q4M1X",
  customerName: "Ngozi Eze",
  email: "ngozi@example.ng",
  phone: "08030000000",
  address: "14 Admiralty Way",
  notes: "",
  services: [{ name: "Deep Cleaning", price: 25000 }],
  subtotal: 25000,
  couponCode: null,
  discount: 0,
  discountAmount: 0,
  totalPrice: 27500,
  status: "confirmed",
  preferredDate: "2026-12-01",
  preferredTime: "morning",
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  crewId: null,
  area: "Lekki",
  travelFee: 2500,
};

const card = (booking: Booking) =>
  renderToStaticMarkup(
    createElement(JobCard, { job: booking, crew: "Unassigned", status: null, onOpen: () => {} }),
  );

describe("a job's card on the board", () => {
  it("names the area the job was booked for, after the customer", () => {
    const html = card(job);
    expect(html).toMatch(/Ngozi Eze<\/span><span[^>]*data-testid="job-area"[^>]*>Lekki<\/span>/);
  });

  it("shows no area line for a booking made without one", () => {
    expect(card({ ...job, area: null, travelFee: 0 })).not.toContain("job-area");
  });
});
