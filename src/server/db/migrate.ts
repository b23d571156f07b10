import { SqliteAdapter, sql, type Kysely } from "kysely";
import { Migrator, type Migration } from "kysely/migration";
import * as initial from "./migrations/2026-11-22-000-initial.ts";
import * as categorySlugs from "./migrations/2026-11-24-002-category-slugs.ts";
import * as bookingDiscountAmount from "./migrations/2026-11-24-003-booking-discount-amount.ts";
import * as accountRoles from "./migrations/2026-11-24-004-account-roles.ts";
import * as settings from "./migrations/2026-11-24-005-settings.ts";
import * as windowPlaces from "./migrations/2026-11-24-006-window-places.ts";
import * as crews from "./migrations/2026-11-24-007-crews.ts";
import * as outbox from "./migrations/2026-11-25-008-outbox.ts";
import * as idempotencyKeys from "./migrations/2026-11-25-009-idempotency-keys.ts";
import * as manageLinks from "./migrations/2026-11-25-010-manage-links.ts";
import * as payments from "./migrations/2026-11-25-011-payments.ts";
import * as serviceOneOff from "./migrations/2026-11-25-012-service-one-off.ts";
import * as bookingSeries from "./migrations/2026-11-25-013-booking-series.ts";
import * as moneyAndConstraints from "./migrations/2026-11-27-014-money-and-constraints.ts";
import * as onlinePayments from "./migrations/2026-11-27-016-online-payments.ts";
import * as messageChannels from "./migrations/2026-11-27-017-message-channels.ts";
import * as crewPages from "./migrations/2026-11-27-019-crew-pages.ts";
import * as indexesForYears from "./migrations/2026-11-27-020-indexes-for-years.ts";
import * as contactPhone from "./migrations/2026-11-27-021-contact-phone.ts";
import * as bookingSearch from "./migrations/2026-11-27-022-booking-search.ts";
import * as quantitiesAndAreas from "./migrations/2026-11-27-023-quantities-and-areas.ts";
import * as windowsFollowHours from "./migrations/2026-11-27-025-windows-follow-hours.ts";
import * as workingDayOrder from "./migrations/2026-11-27-026-working-day-order.ts";
import * as quotesAfterInspection from "./migrations/2026-11-27-027-quotes-after-inspection.ts";
import * as bookingDayCounts from "./migrations/2026-11-28-028-booking-day-counts.ts";
import * as reportDays from "./migrations/2026-11-28-029-report-days.ts";
import * as dayVersionsEveryChange from "./migrations/2026-11-28-030-day-versions-every-change.ts";
import * as bookingSearchText from "./migrations/2026-11-29-031-booking-search-text.ts";

// Listed here rather than read from a folder, so the bundled server carries its migrations.
const migrations: Record<string, Migration> = {
  "2026-11-22-000-initial": initial,
  "2026-11-24-002-category-slugs": categorySlugs,
  "2026-11-24-003-booking-discount-amount": bookingDiscountAmount,
  "2026-11-24-004-account-roles": accountRoles,
  "2026-11-24-005-settings": settings,
  "2026-11-24-006-window-places": windowPlaces,
  "2026-11-24-007-crews": crews,
  "2026-11-25-008-outbox": outbox,
  "2026-11-25-009-idempotency-keys": idempotencyKeys,
  "2026-11-25-010-manage-links": manageLinks,
  "2026-11-25-011-payments": payments,
  "2026-11-25-012-service-one-off": serviceOneOff,
  "2026-11-25-013-booking-series": bookingSeries,
  "2026-11-27-014-money-and-constraints": moneyAndConstraints,
  "2026-11-27-016-online-payments": onlinePayments,
  "2026-11-27-017-message-channels": messageChannels,
  "2026-11-27-019-crew-pages": crewPages,
  "2026-11-27-020-indexes-for-years": indexesForYears,
  "2026-11-27-021-contact-phone": contactPhone,
  "2026-11-27-022-booking-search": bookingSearch,
  "2026-11-27-023-quantities-and-areas": quantitiesAndAreas,
  "2026-11-27-025-windows-follow-hours": windowsFollowHours,
  "2026-11-27-026-working-day-order": workingDayOrder,
  "2026-11-27-027-quotes-after-inspection": quotesAfterInspection,
  "2026-11-28-028-booking-day-counts": bookingDayCounts,
  "2026-11-28-029-report-days": reportDays,
  "2026-11-28-030-day-versions-every-change": dayVersionsEveryChange,
  "2026-11-29-031-booking-search-text": bookingSearchText,
};

/**
 * Brings the schema up to date, safely when several instances start at once: one applies the pending
 * migrations, the others wait and then find nothing to do. On PostgreSQL Kysely's Migrator takes an advisory
 * lock. On SQLite it takes none (it assumes one process), so the whole run holds SQLite's write lock instead.
 */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return migrateSqlite(db);
  await run(new Migrator({ db, provider: { getMigrations: async () => migrations } }));
}

// NOTE: a deferred `begin` (Kysely's) reads the applied list first and only then asks for the write lock, so
// two processes could both see a migration as pending and the second fails with "table already exists".
// `begin immediate` takes the write lock before reading; other processes wait on it (busy_timeout).
// Kysely's SQLite dialect uses one connection, so the Migrator's statements run inside this transaction.
async function migrateSqlite(db: Kysely<any>): Promise<void> {
  await beginImmediate(db);
  try {
    await run(
      new Migrator({ db, disableTransactions: true, provider: { getMigrations: async () => migrations } }),
    );
    await sql`commit`.execute(db);
  } catch (error) {
    await sql`rollback`.execute(db).catch(() => undefined);
    throw error;
  }
}

/** Waits for the write lock: each attempt blocks up to busy_timeout (5 s); a long migration elsewhere gets a minute. */
async function beginImmediate(db: Kysely<any>, attempts = 12): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await sql`begin immediate`.execute(db);
      return;
    } catch (error) {
      if (attempt >= attempts || (error as { code?: string }).code !== "SQLITE_BUSY") throw error;
    }
  }
}

/** The migrations this code knows, split into those the database has applied and those it lacks. */
export async function migrationStatus(db: Kysely<any>): Promise<{ applied: string[]; pending: string[] }> {
  const all = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).getMigrations();
  return {
    applied: all.filter((m) => m.executedAt).map((m) => m.name),
    pending: all.filter((m) => !m.executedAt).map((m) => m.name),
  };
}

async function run(migrator: Migrator): Promise<void> {
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`, { cause: error });
  }
}
