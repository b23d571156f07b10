import type { Kysely } from "kysely";
import { formatBookingId } from "../../../shared/booking-id.ts";
import { timeWindowLabels, type TimeWindow } from "../../../shared/booking-status.ts";
import { formatCalendarDate, todayInLagos } from "../../../shared/lagos-date.ts";
import { addDays } from "../../../shared/rules/availability.ts";
import { crewPageDays, crewSteps, type CrewStep, type PhotoStage } from "../../../shared/rules/crew-page.ts";
import { internationalPhone } from "../../../shared/rules/settings.ts";
import type { JobFieldWork, JobProgress } from "../../../shared/schemas/crew-page.ts";
import type { SiteSettings } from "../../../shared/schemas/settings.ts";
import type { CrewRow, Database } from "../../db/schema.ts";
import { imagePath } from "../images/images.service.ts";
import { areaOf } from "../schedule/job-events.ts";
import { findFeed } from "../schedule/calendar-feeds.repository.ts";
import {
  bookingChecklist,
  crewActionsBetween,
  crewActionsOf,
  crewJobs,
  type CrewActionRow,
} from "./crew-page.repository.ts";
import { progressByBooking, progressOf } from "./job-progress.ts";

/** One job as the crew page shows it. Address and phone are null unless the owner lets this crew see them. */
export type CrewPageJob = {
  id: string;
  bookingId: string;
  date: string;
  dateLabel: string;
  windowLabel: string;
  firstName: string;
  area: string | null;
  address: string | null;
  notes: string;
  services: string[];
  checklist: { item: string; done: boolean }[];
  /** The steps taken so far, in the order they were recorded. */
  steps: CrewStep[];
  mapUrl: string | null;
  telUrl: string | null;
  whatsappUrl: string | null;
};

export type CrewPageView = { crewName: string; includeContact: boolean; asOf: string; jobs: CrewPageJob[] };

/** Ticks by item: the one the phone took last counts. */
function ticksOf(actions: readonly CrewActionRow[], bookingId: string) {
  const latest = new Map<string, { done: boolean; takenAt: string; by: string | null }>();
  for (const action of actions) {
    if (action.booking_id !== bookingId || action.kind !== "tick" || action.item === null) continue;
    const known = latest.get(action.item);
    if (known && known.takenAt > action.taken_at) continue;
    latest.set(action.item, {
      done: Number(action.done) === 1,
      takenAt: action.taken_at,
      by: action.crew_name,
    });
  }
  return latest;
}

function windowLabel(window: string | null, settings: SiteSettings): string {
  if (!window || !Object.hasOwn(timeWindowLabels, window)) return "Any time";
  const hours = settings.availability.windows[window as TimeWindow];
  return `${timeWindowLabels[window as TimeWindow]}, ${hours.start}–${hours.end}`;
}

const mapSearch = (query: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;

/** Whether the owner lets this crew see addresses and phones: the same choice as the crew's calendar feed. */
export async function crewSeesContact(db: Kysely<Database>, crewId: string): Promise<boolean> {
  return Number((await findFeed(db, crewId))?.include_contact ?? 0) === 1;
}

/** The crew's jobs of today and the next days in Lagos, with each job's checklist and steps so far. */
export async function crewPageView(
  db: Kysely<Database>,
  settings: SiteSettings,
  crew: CrewRow,
  now = new Date(),
): Promise<CrewPageView> {
  const today = todayInLagos(now);
  const includeContact = await crewSeesContact(db, crew.id);
  const rows = await crewJobs(db, crew.id, today, addDays(today, crewPageDays - 1));
  const actions = await crewActionsOf(
    db,
    rows.map((row) => row.id),
  );
  const jobs = rows.map((row): CrewPageJob => {
    const ticks = ticksOf(actions, row.id);
    const checklist = [...new Set(row.services.flatMap((service) => service.checklist))];
    // The area the customer chose when booking; else the one the address names.
    const area = row.area ?? areaOf(row.address, settings.business.areasServed) ?? null;
    const phone = internationalPhone(row.phone);
    return {
      id: row.id,
      bookingId: formatBookingId(row.bookingKey),
      date: row.date,
      dateLabel: row.date === today ? `Today, ${formatCalendarDate(row.date)}` : formatCalendarDate(row.date),
      windowLabel: windowLabel(row.window, settings),
      firstName: row.customerName.trim().split(/\s+/)[0] ?? "",
      area,
      address: includeContact ? row.address : null,
      notes: row.notes,
      services: row.services.map((service) => service.name),
      checklist: checklist.map((item) => ({ item, done: ticks.get(item)?.done ?? false })),
      steps: actions
        .filter(
          (action) => action.booking_id === row.id && (crewSteps as readonly string[]).includes(action.kind),
        )
        .map((action) => action.kind as CrewStep),
      mapUrl: includeContact ? mapSearch(row.address) : area ? mapSearch(`${area}, Lagos`) : null,
      telUrl: includeContact && phone ? `tel:${phone}` : null,
      whatsappUrl: includeContact && phone ? `https://wa.me/${phone.slice(1)}` : null,
    };
  });
  return { crewName: crew.name, includeContact, asOf: now.toISOString(), jobs };
}

/** What crews did on one booking, for Booking Details: checklist ticks, photos and the steps' progress. */
export async function jobFieldWork(db: Kysely<Database>, bookingId: string): Promise<JobFieldWork> {
  const actions = await crewActionsOf(db, [bookingId]);
  const ticks = ticksOf(actions, bookingId);
  const checklist = await bookingChecklist(db, bookingId);
  return {
    checklist: checklist.map((item) => {
      const tick = ticks.get(item);
      return { item, done: tick?.done ?? false, at: tick?.takenAt ?? null, by: tick?.by ?? null };
    }),
    photos: actions
      .filter((action) => action.kind === "photo" && action.image_id)
      .map((action) => ({
        url: imagePath(action.image_id!),
        stage: action.stage as PhotoStage,
        takenAt: action.taken_at,
        by: action.crew_name ?? "",
      })),
    progress: progressOf(bookingId, actions),
  };
}

/**
 * Where each job dated from `from` to `to` stands in the field (on the way, started, finished, how long it
 * took): the schedule board reads it, and so may any staff screen of a day's jobs.
 */
export async function jobProgressBetween(
  db: Kysely<Database>,
  from: string,
  to: string,
): Promise<JobProgress[]> {
  return progressByBooking(await crewActionsBetween(db, from, to));
}
