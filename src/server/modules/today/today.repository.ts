// Every query of the Today screen (docs/decisions/043-today-screen.md): each list is bounded, and counted
// apart, so the answer stays small however busy the business is.
import { sql, type Kysely } from "kysely";
import { formatBookingId } from "../../../shared/booking-id.ts";
import type { BookingStatus, TimeWindow } from "../../../shared/booking-status.ts";
import { koboToNaira } from "../../../shared/money.ts";
import type { OutboxKind } from "../../../shared/rules/outbox.ts";
import { todayLineLimit } from "../../../shared/rules/today.ts";
import { openQuoteStates } from "../../../shared/rules/quotes.ts";
import type { Today, TodayBooking, TodayJob } from "../../../shared/schemas/today.ts";
import type { BookingRow, Database } from "../../db/schema.ts";

type Lines<T> = { lines: T[]; count: number };

const limit = todayLineLimit;
/** Morning, afternoon, evening: the order of a day, not of the alphabet. */
const windowOrder = sql<number>`case preferred_time when 'morning' then 0 when 'afternoon' then 1 when 'evening' then 2 else 3 end`;

function toLine(row: BookingRow): TodayBooking {
  return {
    _id: row.id,
    bookingId: formatBookingId(row.booking_key),
    customerName: row.customer_name,
    status: row.status as BookingStatus,
    preferredDate: row.preferred_date,
    preferredTime: row.preferred_time as TimeWindow | null,
    seriesId: row.series_id ?? null,
    createdAt: row.created_at,
  };
}

async function countOf(query: { executeTakeFirstOrThrow(): Promise<{ count: unknown }> }) {
  return Number((await query.executeTakeFirstOrThrow()).count);
}

/** Pending bookings, newest first: a series counts once, by the visit it was booked with. */
export async function bookingsToConfirm(db: Kysely<Database>): Promise<Lines<TodayBooking>> {
  const base = db
    .selectFrom("bookings")
    .where("status", "=", "pending")
    .where((eb) => eb.or([eb("series_id", "is", null), eb("series_index", "=", 0)]))
    // An open quote is priced or answered, not confirmed: it is listed with the quotes (docs/decisions/063).
    .where((eb) => eb.or([eb("quote_state", "is", null), eb("quote_state", "not in", [...openQuoteStates])]));
  const rows = await base.selectAll().orderBy("created_at", "desc").orderBy("id").limit(limit).execute();
  const count = await countOf(base.select((eb) => eb.fn.countAll().as("count")));
  return { lines: rows.map(toLine), count };
}

/** Quotes asked for and not yet priced, the oldest first, with the date and window the customer would like. */
export async function quotesToPrice(db: Kysely<Database>): Promise<Lines<TodayBooking>> {
  const base = db
    .selectFrom("bookings")
    .where("quote_state", "=", "requested")
    .where("status", "=", "pending");
  const rows = await base.selectAll().orderBy("created_at").orderBy("id").limit(limit).execute();
  const count = await countOf(base.select((eb) => eb.fn.countAll().as("count")));
  const lines = rows.map((row) => ({
    ...toLine(row),
    preferredDate: row.quote_date,
    preferredTime: row.quote_window as TimeWindow | null,
  }));
  return { lines, count };
}

/**
 * The jobs of two days, by date, window and crew: finished ones too, so that the office sees how long
 * each took (a crew's Finish completes the job); cancelled ones are gone.
 */
export async function jobsOf(db: Kysely<Database>, from: string, to: string): Promise<TodayJob[]> {
  const rows = await db
    .selectFrom("bookings")
    .leftJoin("crews", "crews.id", "bookings.crew_id")
    .selectAll("bookings")
    .select("crews.name as crew_name")
    .where("bookings.status", "in", ["pending", "confirmed", "completed"])
    .where("bookings.preferred_date", ">=", from)
    .where("bookings.preferred_date", "<=", to)
    .orderBy("bookings.preferred_date")
    .orderBy(windowOrder)
    .orderBy("crews.name")
    .orderBy("bookings.id")
    .limit(limit * 5)
    .execute();
  return rows.map((row) => ({
    ...toLine(row),
    crewId: row.crew_id ?? null,
    crewName: row.crew_name ?? null,
  }));
}

/** Visits of a series that found no free window: they keep their date until staff give them one. */
export async function visitsNeedingPlace(db: Kysely<Database>): Promise<Lines<TodayBooking>> {
  const base = db
    .selectFrom("bookings")
    .where("needs_place", "=", 1)
    .where("status", "in", ["pending", "confirmed"]);
  const rows = await base.selectAll().orderBy("preferred_date").orderBy("id").limit(limit).execute();
  const count = await countOf(base.select((eb) => eb.fn.countAll().as("count")));
  return { lines: rows.map(toLine), count };
}

/**
 * Work done or due (completed, or confirmed for today or before) that is not paid in full, the oldest
 * first: what staff should collect.
 */
export async function balancesOwed(
  db: Kysely<Database>,
  today: string,
): Promise<Lines<Today["balances"][number]>> {
  const paid = db
    .selectFrom("payments")
    .select((eb) => ["booking_id", eb.fn.sum<number | string>("amount_kobo").as("paid_kobo")])
    .groupBy("booking_id")
    .as("paid");
  const owedKobo = sql<number>`bookings.total_kobo - coalesce(paid.paid_kobo, 0)`;
  const base = db
    .selectFrom("bookings")
    .leftJoin(paid, "paid.booking_id", "bookings.id")
    .where((eb) =>
      eb.or([
        eb("bookings.status", "=", "completed"),
        eb.and([eb("bookings.status", "=", "confirmed"), eb("bookings.preferred_date", "<=", today)]),
      ]),
    )
    .where(owedKobo, ">", 0);
  const rows = await base
    .selectAll("bookings")
    .select("paid.paid_kobo")
    .orderBy("bookings.preferred_date")
    .orderBy("bookings.id")
    .limit(limit)
    .execute();
  const count = await countOf(base.select((eb) => eb.fn.countAll().as("count")));
  const lines = rows.map((row) => {
    const paidKobo = Number(row.paid_kobo ?? 0);
    const totalKobo = Number(row.total_kobo);
    return {
      ...toLine(row),
      totalPrice: koboToNaira(totalKobo),
      paid: koboToNaira(paidKobo),
      balance: koboToNaira(totalKobo - paidKobo),
    };
  });
  return { lines, count };
}

export async function unreadMessages(db: Kysely<Database>): Promise<Lines<Today["unread"][number]>> {
  const base = db.selectFrom("contact_messages").where("read_at", "is", null);
  const rows = await base.selectAll().orderBy("created_at", "desc").orderBy("id").limit(limit).execute();
  const count = await countOf(base.select((eb) => eb.fn.countAll().as("count")));
  const lines = rows.map((row) => ({
    _id: row.id,
    name: row.name,
    message: row.message,
    createdAt: row.created_at,
  }));
  return { lines, count };
}

export async function failedMessages(
  db: Kysely<Database>,
): Promise<Lines<NonNullable<Today["failed"]>[number]>> {
  const base = db.selectFrom("outbox_messages").where("state", "=", "failed");
  const rows = await base.selectAll().orderBy("updated_at", "desc").orderBy("id").limit(limit).execute();
  const count = await countOf(base.select((eb) => eb.fn.countAll().as("count")));
  const lines = rows.map((row) => ({
    _id: row.id,
    kind: row.kind as OutboxKind,
    to: row.recipient,
    subject: row.subject,
    lastError: row.last_error,
    createdAt: row.created_at,
    booking: row.booking_id,
  }));
  return { lines, count };
}
