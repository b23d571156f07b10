import type { Kysely } from "kysely";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { addDays } from "../../../shared/rules/availability.ts";
import { mayUse, type Role } from "../../../shared/rules/roles.ts";
import type { Today } from "../../../shared/schemas/today.ts";
import type { Database } from "../../db/schema.ts";
import { countFailedTextMessages } from "../messaging/text-outbox.repository.ts";
import {
  balancesOwed,
  bookingsToConfirm,
  failedMessages,
  jobsOf,
  quotesToPrice,
  unreadMessages,
  visitsNeedingPlace,
} from "./today.repository.ts";

/**
 * What needs doing now, in Lagos time. The outbox is the owner's (it holds every customer's address and
 * the words of each message), so staff get no failed messages, not even their count.
 */
export async function todayFor(db: Kysely<Database>, role: Role, now = new Date()): Promise<Today> {
  const date = todayInLagos(now);
  const tomorrow = addDays(date, 1);
  const owner = mayUse(role, "outbox");
  const [toConfirm, quotes, jobs, needsPlace, balances, unread, failed, failedTexts] = await Promise.all([
    bookingsToConfirm(db),
    quotesToPrice(db),
    jobsOf(db, date, tomorrow),
    visitsNeedingPlace(db),
    balancesOwed(db, date),
    unreadMessages(db),
    owner ? failedMessages(db) : undefined,
    owner ? countFailedTextMessages(db, date) : null,
  ]);
  return {
    date,
    tomorrow,
    toConfirm: toConfirm.lines,
    quotesToPrice: quotes.lines,
    jobs,
    needsPlace: needsPlace.lines,
    balances: balances.lines,
    unread: unread.lines,
    failed: failed?.lines ?? null,
    counts: {
      toConfirm: toConfirm.count,
      quotesToPrice: quotes.count,
      needsPlace: needsPlace.count,
      balances: balances.count,
      unread: unread.count,
      failed: failed?.count ?? null,
      failedTextsToday: failedTexts,
    },
  };
}
