import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

export type CrewJob = { crewId: string; date: string; window: string; bookingId: string };

/**
 * Takes the booking's crew's place in its window, or keeps it if the booking holds it already. True when
 * the booking now holds it; false while another job of the crew does (docs/decisions/022).
 *
 * The primary key (crew, date, window) decides between simultaneous assignments on both databases: the
 * insert of one waits for the other's transaction and then finds its row. A row left by a job that was
 * cancelled, moved or given to another crew since no longer counts: it is taken over with an update
 * conditional on its old booking, which again only one of several takers can make.
 */
export async function claimCrewJob(db: Kysely<Database>, job: CrewJob, attempts = 3): Promise<boolean> {
  const key = { crew_id: job.crewId, date: job.date, time_window: job.window };
  const inserted = await db
    .insertInto("crew_jobs")
    .values({ ...key, booking_id: job.bookingId })
    .onConflict((conflict) => conflict.columns(["crew_id", "date", "time_window"]).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows) === 1) return true;

  const holder = await db
    .selectFrom("crew_jobs")
    .leftJoin("bookings", "bookings.id", "crew_jobs.booking_id")
    .select([
      "crew_jobs.booking_id as holderId",
      "bookings.status",
      "bookings.crew_id",
      "bookings.preferred_date",
      "bookings.preferred_time",
    ])
    .where("crew_jobs.crew_id", "=", job.crewId)
    .where("crew_jobs.date", "=", job.date)
    .where("crew_jobs.time_window", "=", job.window)
    .executeTakeFirst();
  // Freed between the two statements: try again from the start.
  if (!holder) return attempts > 1 && claimCrewJob(db, job, attempts - 1);
  if (holder.holderId === job.bookingId) return true;
  const stillHeld =
    holder.status !== null &&
    holder.status !== "cancelled" &&
    holder.crew_id === job.crewId &&
    holder.preferred_date === job.date &&
    holder.preferred_time === job.window;
  if (stillHeld) return false;

  const taken = await db
    .updateTable("crew_jobs")
    .set({ booking_id: job.bookingId })
    .where("crew_id", "=", job.crewId)
    .where("date", "=", job.date)
    .where("time_window", "=", job.window)
    .where("booking_id", "=", holder.holderId)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 1) return true;
  // Another assignment took it first, or its holder freed it meanwhile: look again.
  return attempts > 1 && claimCrewJob(db, job, attempts - 1);
}

/** Frees every place the booking holds, but the one it keeps (when it stays with a crew). */
export async function releaseCrewJobs(
  db: Kysely<Database>,
  bookingId: string,
  keep?: Omit<CrewJob, "bookingId">,
): Promise<void> {
  let query = db.deleteFrom("crew_jobs").where("booking_id", "=", bookingId);
  if (keep) {
    query = query.where((eb) =>
      eb.or([
        eb("crew_id", "<>", keep.crewId),
        eb("date", "<>", keep.date),
        eb("time_window", "<>", keep.window),
      ]),
    );
  }
  await query.execute();
}

export async function setBookingCrew(
  db: Kysely<Database>,
  id: string,
  crewId: string | null,
  now: string,
): Promise<void> {
  await db.updateTable("bookings").set({ crew_id: crewId, updated_at: now }).where("id", "=", id).execute();
}
