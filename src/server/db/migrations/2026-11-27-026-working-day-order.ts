// Frozen in time: never import application code here.
import { sql, type Kysely } from "kysely";

/**
 * The bookings list for a working day (docs/decisions/061-bookings-list-for-a-working-day.md): visits to
 * come first, soonest date and window at the top, then past ones, latest first, then those without a date.
 * Each part is one range of these indexes, read in their order (the past backwards), so a page reads its
 * own rows whatever the list holds. Their keys are the list's sort keys: the visit date ('' for none, so
 * both databases sort it alike), the window's place in the day (morning, afternoon, evening, then none),
 * the newest booked first, the id. The list's queries write these expressions exactly so, or no index
 * serves them.
 * - `bookings_working_day`: every booking, the All tab.
 * - `bookings_status_working_day`: one status, a status tab; with the series last, it also counts each
 *   status's series from the index alone.
 * - `bookings_series_working_day`: the visits of one series, for the list's one row per series, and the
 *   series' counts from the index alone; only bookings of a series are in it.
 */
const keys = `coalesce(preferred_date, ''),
  (case preferred_time when 'morning' then 1 when 'afternoon' then 2 when 'evening' then 3 else 4 end),
  created_at desc, id`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql.raw(`create index bookings_working_day on bookings (${keys})`).execute(db);
  await sql
    .raw(`create index bookings_status_working_day on bookings (status, ${keys}, series_id)`)
    .execute(db);
  await sql
    .raw(
      `create index bookings_series_working_day on bookings (series_id, status, ${keys})
        where series_id is not null`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("bookings_series_working_day").execute();
  await db.schema.dropIndex("bookings_status_working_day").execute();
  await db.schema.dropIndex("bookings_working_day").execute();
}
