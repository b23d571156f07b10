// Years of bookings for `npm run bench -- --data N`: shaped like the ones the product makes (a first part
// is made through the running product's own booking API), then written in bulk straight to its database:
// about 1.8 services, 2.5 history steps, 0.7 payments and 2.7 outbox messages a booking, made over the
// last two years with visits up to two months ahead, a third of customers coming back.
import { sql, type Kysely } from "kysely";
import { openDatabase } from "../../src/server/db/database.ts";
import type { Database } from "../../src/server/db/schema.ts";
import { mergeSearchIndex } from "../../src/server/modules/bookings/search-index-upkeep.ts";
import { todayInLagos } from "../../src/shared/lagos-date.ts";
import { addDays } from "../../src/shared/rules/availability.ts";

const dayMs = 86_400_000;
const chunk = 400;
const windows = ["morning", "afternoon", "evening"] as const;
export const firstNames = [
  "Adaeze",
  "Chinedu",
  "Funke",
  "Tunde",
  "Ngozi",
  "Emeka",
  "Aisha",
  "Bola",
  "Kemi",
  "Yusuf",
];
export const lastNames = ["Okafor", "Adeyemi", "Balogun", "Eze", "Bello", "Nwosu", "Ogunleye", "Ibrahim"];

/** A repeatable sequence, so two runs seed the same data. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** 10 characters of Crockford base32 from a counter: unique, and unlike any key the product draws at random. */
function bookingKey(n: number): string {
  const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  let key = "";
  for (let value = n, i = 0; i < 9; i++, value = Math.floor(value / 32)) key = alphabet[value % 32] + key;
  return `Z${key}`;
}

type Template = {
  services: { id: string; name: string; price_kobo: number }[];
  outbox: { kind: string; subject: string; text_body: string; html_body: string }[];
};

/** What the product's own bookings look like: their services and the messages they wrote. */
async function templateOf(db: Kysely<Database>): Promise<Template> {
  const services = await db.selectFrom("services").select(["id", "name", "price_kobo"]).execute();
  const outbox = await db
    .selectFrom("outbox_messages")
    .select(["kind", "subject", "text_body", "html_body"])
    .where("booking_id", "is not", null)
    .limit(50)
    .execute();
  if (services.length === 0 || outbox.length === 0) throw new Error("the product made no bookings to copy");
  return { services: services.map((s) => ({ ...s, price_kobo: Number(s.price_kobo) })), outbox };
}

/** Rows are built to each table's columns above; the bulk writer takes them as plain records. */
async function insertAll(db: Kysely<Database>, table: keyof Database, rows: object[]) {
  const untyped = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  for (let start = 0; start < rows.length; start += chunk) {
    await untyped
      .insertInto(table)
      .values(rows.slice(start, start + chunk) as Record<string, unknown>[])
      .execute();
  }
}

/** Writes `count` bookings with their items, history, payments and messages; resolves when all are in. */
export async function seedBookings(databaseUrl: string, count: number, log = console.log): Promise<void> {
  const { db, close } = openDatabase(databaseUrl);
  try {
    const template = await templateOf(db);
    const next = random(20_261_127);
    const now = Date.now();
    const today = todayInLagos();
    const customers = Math.max(1, Math.round(count / 3));
    const batch = 5_000;
    for (let from = 0; from < count; from += batch) {
      const bookings: object[] = [];
      const items: object[] = [];
      const events: object[] = [];
      const payments: object[] = [];
      const outbox: object[] = [];
      for (let n = from; n < Math.min(count, from + batch); n++) {
        const id = `bench-${String(n).padStart(7, "0")}`;
        const createdMs = now - 730 * dayMs + Math.floor(((n + next()) / count) * 730 * dayMs);
        const createdAt = new Date(createdMs).toISOString();
        const lead =
          1 + Math.floor(next() * 14) + (createdMs > now - 45 * dayMs ? Math.floor(next() * 45) : 0);
        const preferredDate = addDays(createdAt.slice(0, 10), lead);
        const past = preferredDate < today;
        const roll = next();
        const status = past
          ? roll < 0.85
            ? "completed"
            : "cancelled"
          : roll < 0.5
            ? "pending"
            : roll < 0.93
              ? "confirmed"
              : "cancelled";
        const serviceCount = next() < 0.35 ? 1 : next() < 0.85 ? 2 : 3;
        const chosen = Array.from(
          { length: serviceCount },
          (_, i) => template.services[(n + i * 3) % template.services.length]!,
        );
        const subtotal = chosen.reduce((sum, s) => sum + s.price_kobo, 0);
        const customer = n % customers;
        const first = firstNames[customer % firstNames.length]!;
        const last = lastNames[Math.floor(customer / firstNames.length) % lastNames.length]!;
        bookings.push({
          id,
          booking_key: bookingKey(n),
          customer_name: `${first} ${last} ${customer}`,
          email: `customer${customer}@example.ng`,
          phone: `+234 803 ${String(1_000_000 + (customer % 9_000_000)).slice(0, 3)} ${String(customer % 10_000).padStart(4, "0")}`,
          address: `${(n % 200) + 1} Admiralty Way, Lekki Phase 1, Lagos`,
          notes: n % 4 === 0 ? "Please bring a ladder." : "",
          preferred_date: preferredDate,
          preferred_time: windows[n % 3],
          subtotal_kobo: subtotal,
          discount_percent: 0,
          discount_kobo: 0,
          total_kobo: subtotal,
          coupon_id: null,
          coupon_code: null,
          status,
          created_at: createdAt,
          updated_at: createdAt,
        });
        chosen.forEach((service, position) =>
          items.push({
            id: `${id}-i${position}`,
            booking_id: id,
            service_id: service.id,
            name: service.name,
            price_kobo: service.price_kobo,
            position,
          }),
        );
        events.push({ id: `${id}-e0`, booking_id: id, at: createdAt, kind: "created", actor: "customer" });
        if (status !== "pending")
          events.push({
            id: `${id}-e1`,
            booking_id: id,
            at: createdAt,
            kind: status === "cancelled" ? "cancelled" : "confirmed",
            actor: "staff",
          });
        if (status === "completed") {
          events.push({ id: `${id}-e2`, booking_id: id, at: createdAt, kind: "completed", actor: "staff" });
          if (next() < 0.82)
            payments.push({
              id: `${id}-p0`,
              booking_id: id,
              amount_kobo: subtotal,
              method: n % 2 ? "cash" : "transfer",
              paid_on: preferredDate,
              recorded_by: "Bench",
              created_at: createdAt,
            });
        }
        const messages = status === "pending" ? 2 : 3;
        for (let m = 0; m < messages; m++) {
          const shape = template.outbox[(n + m) % template.outbox.length]!;
          outbox.push({
            id: `${id}-m${m}`,
            ...shape,
            recipient: `customer${customer}@example.ng`,
            reply_to: null,
            booking_id: id,
            dedupe_key: null,
            state: "sent",
            next_attempt_at: createdAt,
            sent_at: createdAt,
            created_at: createdAt,
            updated_at: createdAt,
          });
        }
      }
      await db.transaction().execute(async (trx) => {
        await insertAll(trx, "bookings", bookings);
        await insertAll(trx, "booking_items", items);
        await insertAll(trx, "booking_events", events);
        await insertAll(trx, "payments", payments);
        await insertAll(trx, "outbox_messages", outbox);
      });
      log(`  seeded ${Math.min(count, from + batch)} of ${count} bookings`);
    }
    // Each window's places equal its live bookings, as the product keeps them.
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom("window_places").execute();
      await sql`insert into window_places (date, time_window, taken)
        select preferred_date, preferred_time, count(*) from bookings
        where status in ('pending', 'confirmed') and preferred_date is not null and preferred_time is not null
        group by preferred_date, preferred_time`.execute(trx);
    });
    // PostgreSQL's autovacuum would soon gather the planner's statistics after such a load, and vacuum the
    // new rows, which marks their pages all-visible so an index can answer alone (version 13 and later
    // vacuum after inserts too). SQLite has no statistics unless asked, and the product never asks, so it
    // is measured without them.
    if (databaseUrl.startsWith("postgres")) await sql`vacuum analyze`.execute(db);
    // The product merges SQLite's search index once a day (decision 075): the years seeded are searched
    // as the index stands after that merge, not in the pieces a bulk load leaves.
    else await mergeSearchIndex(db);
  } finally {
    await close();
  }
}
