import { PostgresAdapter, sql, type Kysely } from "kysely";

// Frozen in time: the lists below are the values the application wrote when this migration was made. A
// later migration that adds a value (a new payment method) replaces the rule that names it.

/** Every kobo column that was a 32-bit `integer` on PostgreSQL (payments were `bigint` from the start). */
const moneyColumns = [
  ["services", "price_kobo"],
  ["booking_items", "price_kobo"],
  ["bookings", "subtotal_kobo"],
  ["bookings", "discount_kobo"],
  ["bookings", "total_kobo"],
] as const;

const windows = "('morning', 'afternoon', 'evening')";

/**
 * A rule a row must keep: `holds(row)` is its condition, with `row` the prefix of each column ("" in a
 * PostgreSQL CHECK, "new." in a SQLite trigger). `columns` are those it reads, for the update trigger.
 */
type Rule = { name: string; table: string; columns: string[]; holds: (row: string) => string };

const rules: Rule[] = [
  {
    name: "bookings_preferred_time_known",
    table: "bookings",
    columns: ["preferred_time"],
    holds: (r) => `${r}preferred_time is null or ${r}preferred_time in ${windows}`,
  },
  {
    name: "bookings_money_not_negative",
    table: "bookings",
    columns: ["subtotal_kobo", "discount_kobo", "total_kobo"],
    holds: (r) => `${r}subtotal_kobo >= 0 and ${r}discount_kobo >= 0 and ${r}total_kobo >= 0`,
  },
  {
    name: "booking_items_price_not_negative",
    table: "booking_items",
    columns: ["price_kobo"],
    holds: (r) => `${r}price_kobo >= 0`,
  },
  {
    name: "booking_series_frequency_known",
    table: "booking_series",
    columns: ["frequency"],
    holds: (r) => `${r}frequency in ('weekly', 'fortnightly', 'monthly')`,
  },
  {
    name: "booking_series_status_known",
    table: "booking_series",
    columns: ["status"],
    holds: (r) => `${r}status in ('active', 'cancelled')`,
  },
  {
    name: "booking_series_time_window_known",
    table: "booking_series",
    columns: ["time_window"],
    holds: (r) => `${r}time_window in ${windows}`,
  },
  {
    // `online`: payments made through the payment provider's checkout.
    name: "payments_method_known",
    table: "payments",
    columns: ["method"],
    holds: (r) => `${r}method in ('cash', 'transfer', 'pos', 'other', 'online')`,
  },
  {
    // Money in is positive; money back is negative and names the entry it reverses.
    name: "payments_reversal_sign",
    table: "payments",
    columns: ["amount_kobo", "reverses_id"],
    holds: (r) =>
      `(${r}reverses_id is null and ${r}amount_kobo > 0) or (${r}reverses_id is not null and ${r}amount_kobo < 0)`,
  },
  {
    name: "admin_users_role_known",
    table: "admin_users",
    columns: ["role"],
    holds: (r) => `${r}role in ('owner', 'staff')`,
  },
  {
    name: "window_places_taken_not_negative",
    table: "window_places",
    columns: ["taken"],
    holds: (r) => `${r}taken >= 0`,
  },
];

/** A booking's crew is a crew that exists. */
const crewExists = (r: string) =>
  `${r}crew_id is null or exists (select 1 from crews where crews.id = ${r}crew_id)`;
/** A reversal reverses an entry of the same booking. */
const reversedEntryExists = (r: string) =>
  `${r}reverses_id is null or exists (select 1 from payments as original ` +
  `where original.id = ${r}reverses_id and original.booking_id = ${r}booking_id)`;

/**
 * Money in 64 bits and what the database can hold, it holds (docs/decisions/041-constraints-on-sqlite.md).
 * PostgreSQL: every kobo column becomes `bigint`; CHECK constraints on the enum-like columns and on money;
 * a foreign key from a booking to its crew, and from a reversal to the entry of the same booking it
 * reverses. SQLite stores any integer in 64 bits already, and cannot add a CHECK or a foreign key to an
 * existing table without rebuilding it: the same rules are triggers that refuse the row.
 * A crew named by a booking but missing (there should be none) is taken off the booking first, and every
 * window's places are counted again from its live bookings.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .updateTable("bookings")
    .set({ crew_id: null })
    .where("crew_id", "is not", null)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("crews").select("crews.id").whereRef("crews.id", "=", "bookings.crew_id"))),
    )
    .execute();
  await countPlacesAgain(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) await upPostgres(db);
  else await upSqlite(db);
}

/**
 * A window's places are its live bookings: pending or confirmed. Completed bookings counted until now and
 * give their place back from now on, and a count that drifted before the slot service is set right.
 */
async function countPlacesAgain(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("window_places").execute();
  await db
    .insertInto("window_places")
    .columns(["date", "time_window", "taken"])
    .expression(
      db
        .selectFrom("bookings")
        .select(["preferred_date", "preferred_time", sql<number>`count(*)`.as("taken")])
        .where("status", "in", ["pending", "confirmed"])
        .where("preferred_date", "is not", null)
        .where("preferred_time", "is not", null)
        .groupBy(["preferred_date", "preferred_time"]),
    )
    .execute();
}

async function upPostgres(db: Kysely<any>): Promise<void> {
  for (const [table, column] of moneyColumns) {
    await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type bigint`.execute(db);
  }
  for (const rule of rules) {
    await sql`alter table ${sql.table(rule.table)} add constraint ${sql.ref(rule.name)} check (${sql.raw(rule.holds(""))})`.execute(
      db,
    );
  }
  await sql`alter table bookings add constraint bookings_crew_fk foreign key (crew_id) references crews (id)`.execute(
    db,
  );
  await db.schema
    .createIndex("payments_id_booking")
    .unique()
    .on("payments")
    .columns(["id", "booking_id"])
    .execute();
  await sql`alter table payments add constraint payments_reverses_same_booking_fk
    foreign key (reverses_id, booking_id) references payments (id, booking_id)`.execute(db);
}

/** A trigger that refuses an insert, or an update of `columns`, of a row for which `holds` is false. */
async function refuseUnless(
  db: Kysely<any>,
  name: string,
  table: string,
  columns: readonly string[],
  holds: (row: string) => string,
): Promise<void> {
  const refusal = sql.lit(`CHECK constraint failed: ${name}`);
  const when = sql.raw(`not (${holds("new.")})`);
  await sql`create trigger ${sql.ref(`${name}_insert`)} before insert on ${sql.table(table)}
    for each row when ${when} begin select raise(abort, ${refusal}); end`.execute(db);
  await sql`create trigger ${sql.ref(`${name}_update`)} before update of ${sql.raw(columns.join(", "))}
    on ${sql.table(table)} for each row when ${when} begin select raise(abort, ${refusal}); end`.execute(db);
}

async function upSqlite(db: Kysely<any>): Promise<void> {
  for (const rule of rules) await refuseUnless(db, rule.name, rule.table, rule.columns, rule.holds);
  await refuseUnless(db, "bookings_crew_fk", "bookings", ["crew_id"], crewExists);
  await refuseUnless(
    db,
    "payments_reverses_same_booking_fk",
    "payments",
    ["reverses_id", "booking_id"],
    reversedEntryExists,
  );
  // The other side of the crew's foreign key: a crew that jobs still name stays (PostgreSQL's no action).
  await sql`create trigger crews_in_use_delete before delete on crews for each row
    when exists (select 1 from bookings where bookings.crew_id = old.id)
    begin select raise(abort, 'FOREIGN KEY constraint failed: bookings_crew_fk'); end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table payments drop constraint payments_reverses_same_booking_fk`.execute(db);
    await db.schema.dropIndex("payments_id_booking").execute();
    await sql`alter table bookings drop constraint bookings_crew_fk`.execute(db);
    for (const rule of rules) {
      await sql`alter table ${sql.table(rule.table)} drop constraint ${sql.ref(rule.name)}`.execute(db);
    }
    for (const [table, column] of moneyColumns) {
      await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type integer`.execute(db);
    }
    return;
  }
  await sql`drop trigger crews_in_use_delete`.execute(db);
  for (const name of [
    ...rules.map((rule) => rule.name),
    "bookings_crew_fk",
    "payments_reverses_same_booking_fk",
  ]) {
    await sql`drop trigger ${sql.ref(`${name}_insert`)}`.execute(db);
    await sql`drop trigger ${sql.ref(`${name}_update`)}`.execute(db);
  }
}
