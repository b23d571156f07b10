// The schedule board's days at once (docs/decisions/070-the-board-reads-its-week-at-once.md): every booking
// with a visit on them, in the list's working-day order, as one answer. An app keeps the answers of the
// weeks asked for lately and sends one again while no day of it has changed (the day versions that
// migrations 029 and 030 raise), so the board opened by a second member of staff, or read again after a
// change elsewhere, costs a row of versions instead of the week.
import type { Kysely } from "kysely";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { boardMaxBookings } from "../../../shared/rules/schedule.ts";
import type { BoardQuery } from "../../../shared/schemas/schedule.ts";
import type { Booking } from "../../../shared/schemas/booking.ts";
import type { Database } from "../../db/schema.ts";
import { keptAnswer, type KeptAnswers } from "../../lib/kept-answers.ts";
import { keptJson, type KeptJson } from "../../lib/kept-json.ts";
import { readInListOrder } from "../bookings/bookings-list-read.ts";
import { shownBookings } from "../bookings/bookings-list.repository.ts";
import { versionsOfDays } from "../reports/report-days.repository.ts";

/** Answers kept per app: a few weeks' worth, each as the text sent (a busy week's is some hundred kilobytes). */
const answersKept = 8;

/** The answers an app keeps, by days and the Lagos date they were read on, as the JSON sent. */
export type KeptBoardAnswers = KeptAnswers<KeptJson>;

/** Every booking of the days, as the bookings list would give them page after page. */
export async function boardBookings(db: Kysely<Database>, { from, to }: BoardQuery, today: string) {
  const rows = await readInListOrder(
    db,
    { q: "", from, to, page: 1, pageSize: boardMaxBookings },
    { day: today, grouped: false, offset: 0, limit: boardMaxBookings },
  );
  return shownBookings(db, rows);
}

/**
 * The board's answer for the days, as the JSON sent, kept while the days' versions stay as they were.
 * Today's date is part of the key: the list's order puts the visits to come before the past ones.
 */
export async function boardAnswer(
  db: Kysely<Database>,
  query: BoardQuery,
  kept: KeptBoardAnswers,
  serialize: (bookings: Booking[]) => string,
  now = new Date(),
): Promise<KeptJson> {
  const today = todayInLagos(now);
  // Read before the bookings: a change committed in between leaves older versions beside a newer answer,
  // which costs one more reading, never a stale answer.
  const versions = await versionsOfDays(db, query);
  return keptAnswer(kept, answersKept, `${query.from}/${query.to}/${today}`, versions, () =>
    boardBookings(db, query, today).then((bookings) => keptJson(serialize(bookings))),
  );
}
