// The customer's private manage link (docs/decisions/031-manage-links.md): until when they may move or
// cancel their booking online, the words the API and the manage page use, and how a booking's history reads.
import type { BookingStatus, TimeWindow } from "../booking-status.ts";
import { lagosInstant, type Availability } from "./availability.ts";
import { visitLabel, whatsappNoticeLabels, type WhatsappNotice } from "./notices.ts";
import { crewStepLabels, outOfOrderLabel, type CrewStep } from "./crew-page.ts";
import { quoteStateLabels } from "./quotes.ts";

/** Where a booking is managed: the link carries the secret, never the booking ID. */
export function manageLinkPath(token: string): string {
  return `/manage/${token}`;
}

export const manageLinkNotFound =
  "We could not find that booking. Please use the link from your booking confirmation.";

/** Said when a cancelled or completed booking is asked to move or (a completed one) to cancel. */
export function bookingNotChangeable(status: BookingStatus): string {
  return `This booking is ${status} and can no longer be changed online.`;
}

/** The moment online changes close: `changeHours` before the booking's window starts, in Lagos time. */
export function changeDeadline(
  availability: Availability,
  date: string | null,
  window: TimeWindow | null,
): Date | undefined {
  // A booking without a date has no visit to count from: it may be given one at any time.
  if (!date) return undefined;
  const start = window ? availability.windows[window].start : "00:00";
  return new Date(lagosInstant(date, start).getTime() - availability.changeHours * 3_600_000);
}

/** Whether the customer may still move or cancel the booking through the link at `now`. */
export function canChangeOnline(
  availability: Availability,
  date: string | null,
  window: TimeWindow | null,
  now: Date,
): boolean {
  const deadline = changeDeadline(availability, date, window);
  return !deadline || now.getTime() < deadline.getTime();
}

/** What the manage page and the API say once online changes have closed. */
export function tooLateToChange(hours: number, phone: string, whatsapp: string): string {
  const before =
    hours === 0 ? "when your visit starts" : `${hours} ${hours === 1 ? "hour" : "hours"} before your visit`;
  return `Online changes close ${before}. Please call us on ${phone} or message us on WhatsApp on ${whatsapp}.`;
}

export const cancelBookingLabel = "Cancel my booking";
export const cancelQuestion = "Cancel this booking? This cannot be undone.";
export const confirmCancelBooking = "Yes, cancel my booking";
/** The way back from every question the manage page asks, changing nothing. */
export const keepBooking = "No, keep it";
export const bookingCancelledByCustomer = "Your booking is cancelled.";
export function bookingMoved(date: string, window: TimeWindow): string {
  return `Your booking is moved to ${visitLabel(date, window)}.`;
}

export const bookingEventKinds = [
  "created",
  "confirmed",
  "completed",
  "cancelled",
  "rescheduled",
  "crew",
  "whatsapp",
  "on-the-way",
  "started",
  "finished",
  "quote-priced",
  "quote-accepted",
  "quote-declined",
  "quote-expired",
] as const;
export type BookingEventKind = (typeof bookingEventKinds)[number];
export const bookingEventActors = ["customer", "staff", "system", "crew"] as const;
export type BookingEventActor = (typeof bookingEventActors)[number];

type Visit = { date?: string | null; window?: TimeWindow | null };
const noDateYet = "no date yet";
// Made when first used, not when the file loads: the manage page and the booking status page load this
// file, and a page's first Intl object costs it tens of ms of main thread on a budget phone.
let lagosClock: Intl.DateTimeFormat | undefined;
const lagosTime = (instant: Date) =>
  (lagosClock ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: "Africa/Lagos",
    hour: "2-digit",
    minute: "2-digit",
  })).format(instant);

/** A crew's step: staff are told when it was taken on a phone that was offline, and when it was out of order. */
function describeCrewStep(kind: CrewStep, details: Record<string, unknown>, audience: string): string {
  const label = crewStepLabels[kind];
  if (audience !== "staff") return label;
  const notes: string[] = [];
  if (details.outOfOrder === true) notes.push(outOfOrderLabel);
  if (details.sentLate === true && typeof details.takenAt === "string") {
    const taken = new Date(details.takenAt);
    if (!Number.isNaN(taken.getTime())) notes.push(`taken at ${lagosTime(taken)} offline`);
  }
  return notes.length > 0 ? `${label} (${notes.join("; ")})` : label;
}

/** What a history line says; `details` as recorded (older lines may lack some of it). */
export function describeBookingEvent(
  kind: string,
  details: Record<string, unknown>,
  audience: "customer" | "staff" = "staff",
): string {
  const from = (details.from ?? {}) as Visit;
  const to = (details.to ?? {}) as Visit;
  switch (kind) {
    case "created":
      return "Booked";
    case "confirmed":
      return "Confirmed";
    case "completed":
      return "Completed";
    case "cancelled":
      return "Cancelled";
    case "rescheduled": {
      const moved = `Moved from ${visitLabel(from.date, from.window, noDateYet)} to ${visitLabel(to.date, to.window, noDateYet)}`;
      return details.crewDropped ? `${moved}; the crew was taken off, to be given again` : moved;
    }
    case "crew":
      return typeof details.crew === "string" && details.crew ? `Given to ${details.crew}` : "Crew taken off";
    case "whatsapp":
      return typeof details.notice === "string" && details.notice in whatsappNoticeLabels
        ? `WhatsApp message opened: ${whatsappNoticeLabels[details.notice as WhatsappNotice]}`
        : "WhatsApp message opened";
    case "on-the-way":
    case "started":
    case "finished":
      return describeCrewStep(kind, details, audience);
    case "quote-priced":
      return quoteStateLabels.priced;
    case "quote-accepted":
      return quoteStateLabels.accepted;
    case "quote-declined":
      return quoteStateLabels.declined;
    case "quote-expired":
      return quoteStateLabels.expired;
    default:
      return kind;
  }
}

/** Who made a change, as a history line names them; the customer's page never names staff. */
export function eventActorLabel(actor: string, name: string, audience: "customer" | "staff"): string {
  if (actor === "customer") return audience === "customer" ? "You" : "Customer";
  if (actor === "staff") return audience === "staff" && name ? name : "Our team";
  if (actor === "crew") return audience === "staff" && name ? `${name} (crew page)` : "Our team";
  return "Automatic";
}
