import type { Kysely, Transaction } from "kysely";
import type { TimeWindow } from "../../../shared/booking-status.ts";
import { manageLinkNotFound } from "../../../shared/rules/manage.ts";
import { notAQuote, quoteLapsed, quoteNotOpen, quoteNotPricedYet } from "../../../shared/rules/quotes.ts";
import type { Booking } from "../../../shared/schemas/booking.ts";
import type { ManagedBooking } from "../../../shared/schemas/manage.ts";
import type { QuoteAnswerInput } from "../../../shared/schemas/quote-input.ts";
import type { BookingRow, Database } from "../../db/schema.ts";
import { conflict, notFound } from "../../lib/http-error.ts";
import { nowIso } from "../../lib/time.ts";
import { customerActor, recordBookingEvent } from "../bookings/booking-events.repository.ts";
import { changeStatus, lockForChange, placeAcceptedQuote } from "../bookings/booking-slot.service.ts";
import { findItemsOf, setQuoteState, toBooking } from "../bookings/bookings.repository.ts";
import { findByToken } from "../bookings/manage-lookup.ts";
import { viewManagedBooking, type ManageSettings } from "../bookings/manage.service.ts";
import { enqueueMessages, type OutgoingMessage } from "../outbox/outbox.repository.ts";

// The customer's answer to a priced quote, through the manage link (docs/decisions/063-quotes-after-inspection.md).

export type NotifyAnswer = (booking: Booking) => OutgoingMessage[];

/** A priced quote whose days to answer have passed, before the hourly look has marked it expired. */
export const hasLapsed = (row: Pick<BookingRow, "quote_expires_at">, now: Date) =>
  row.quote_expires_at !== null && row.quote_expires_at <= now.toISOString();

/** Why a quote cannot be answered now, or undefined when it can (priced, pending, within its days). */
function answerRefusal(row: BookingRow, now: Date): string | undefined {
  if (!row.quote_state) return notAQuote;
  if (row.quote_state === "requested") return quoteNotPricedYet;
  if (row.quote_state === "expired" || (row.quote_state === "priced" && hasLapsed(row, now)))
    return quoteLapsed;
  if (row.quote_state !== "priced" || row.status !== "pending") return quoteNotOpen;
  return undefined;
}

async function lockedQuote(trx: Transaction<Database>, token: string) {
  const found = await findByToken(trx, token);
  const row = await lockForChange(trx, found.id);
  if (!row) throw notFound(manageLinkNotFound);
  return row;
}

/**
 * The customer accepts: the quote takes its place in the date and window they wished for (or the ones they
 * give now) through the slot service, as a new booking would, and becomes an ordinary pending booking with
 * the quoted total. A full window, a closed day or a lapsed quote: 409 and nothing changes.
 */
export async function acceptQuote(
  db: Kysely<Database>,
  settings: ManageSettings,
  token: string,
  input: QuoteAnswerInput,
  notify: NotifyAnswer = () => [],
  now = new Date(),
): Promise<ManagedBooking> {
  return db.transaction().execute(async (trx) => {
    const row = await lockedQuote(trx, token);
    const refusal = answerRefusal(row, now);
    if (refusal) throw conflict(refusal);
    const date = input.preferredDate ?? row.quote_date;
    const window = (input.preferredTime ?? row.quote_window) as TimeWindow | null;
    const slot = date && window ? { date, window } : undefined;
    const accepted = await placeAcceptedQuote(trx, row, slot, customerActor, now);
    await enqueueMessages(trx, notify(toBooking(accepted, await findItemsOf(trx, row.id))));
    return viewManagedBooking(trx, settings, token, now);
  });
}

/** The customer declines: the quote is declined and the booking cancelled. Declining again changes nothing. */
export async function declineQuote(
  db: Kysely<Database>,
  settings: ManageSettings,
  token: string,
  notify: NotifyAnswer = () => [],
  now = new Date(),
): Promise<ManagedBooking> {
  return db.transaction().execute(async (trx) => {
    const row = await lockedQuote(trx, token);
    if (row.quote_state === "declined") return viewManagedBooking(trx, settings, token, now);
    const refusal =
      row.quote_state === "requested" && row.status === "pending" ? undefined : answerRefusal(row, now);
    if (refusal) throw conflict(refusal);
    await setQuoteState(trx, row.id, "declined", nowIso());
    await recordBookingEvent(trx, row.id, "quote-declined", customerActor);
    const cancelled = await changeStatus(
      trx,
      { ...row, quote_state: "declined" },
      "cancelled",
      customerActor,
    );
    await enqueueMessages(trx, notify(toBooking(cancelled, await findItemsOf(trx, row.id))));
    return viewManagedBooking(trx, settings, token, now);
  });
}
