// Jobs as calendar events: what a crew lead's calendar shows of a booking. Without the owner's leave an
// event names the customer by first name and the area only; the full address, phone and notes are added
// only to a feed whose owner turned that on.
import { formatBookingId } from "../../../shared/booking-id.ts";
import { timeWindowLabels, type TimeWindow } from "../../../shared/booking-status.ts";
import { addDays, lagosInstant } from "../../../shared/rules/availability.ts";
import type { SiteSettings } from "../../../shared/schemas/settings.ts";
import type { IcsEvent } from "./ics.ts";

export type Job = {
  id: string;
  bookingKey: string;
  customerName: string;
  phone: string;
  address: string;
  /** The area served it was booked for; older bookings have none, and the address names it. */
  area: string | null;
  notes: string;
  date: string;
  window: string | null;
  status: string;
  updatedAt: string;
  crewName: string | null;
  services: string[];
};

const statusWords: Record<string, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  completed: "Completed",
};

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}

/** The served area the address names (the longest that matches, as "Victoria Island" over "Island"). */
export function areaOf(address: string, areasServed: readonly string[]): string | undefined {
  const text = ` ${address.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ")} `;
  return [...areasServed]
    .sort((a, b) => b.length - a.length)
    .find((area) => {
      const words = area
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, " ")
        .trim();
      return words !== "" && text.includes(` ${words} `);
    });
}

function isWindow(value: string | null): value is TimeWindow {
  return value !== null && Object.hasOwn(timeWindowLabels, value);
}

/** One job as an event: at its window's hours in Lagos, or all day when the booking has no window. */
export function jobEvent(job: Job, settings: SiteSettings, includeContact: boolean): IcsEvent {
  const hours = isWindow(job.window) ? settings.availability.windows[job.window] : undefined;
  const area = job.area ?? areaOf(job.address, settings.business.areasServed);
  const services = job.services.join(", ");
  const description = [
    `Services: ${services}`,
    `Booking ID: ${formatBookingId(job.bookingKey)}`,
    `Status: ${statusWords[job.status] ?? job.status}`,
    ...(isWindow(job.window) ? [`Time: ${timeWindowLabels[job.window]}`] : []),
    ...(job.crewName ? [`Crew: ${job.crewName}`] : []),
    ...(includeContact
      ? [
          `Customer: ${job.customerName}`,
          `Phone: ${job.phone}`,
          `Address: ${job.address}`,
          ...(job.notes ? [`Notes: ${job.notes}`] : []),
        ]
      : area
        ? [`Area: ${area}`]
        : []),
  ].join("\n");
  return {
    uid: `booking-${job.id}`,
    changedAt: new Date(job.updatedAt),
    start: hours ? { instant: lagosInstant(job.date, hours.start) } : { date: job.date },
    end: hours ? { instant: lagosInstant(job.date, hours.end) } : { date: addDays(job.date, 1) },
    summary: `${firstName(job.customerName)}: ${services}`,
    location: includeContact ? job.address : area,
    description,
    status: job.status === "pending" ? "TENTATIVE" : "CONFIRMED",
  };
}
