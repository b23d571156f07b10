import type { Kysely } from "kysely";
import { formatBookingId } from "../../../shared/booking-id.ts";
import { koboToNaira, nairaToKobo } from "../../../shared/money.ts";
import { bookingNotFoundById } from "../../../shared/rules/booking.ts";
import { priceBooking } from "../../../shared/rules/pricing.ts";
import {
  isOpenQuote,
  notAQuote,
  quoteAnswerDays,
  quoteLineNotInspection,
  quoteNotPriceable,
  quotePricesNotValid,
} from "../../../shared/rules/quotes.ts";
import type { Booking } from "../../../shared/schemas/booking.ts";
import type { QuotePriceInput } from "../../../shared/schemas/quote-input.ts";
import type { Database } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../lib/http-error.ts";
import { nowIso } from "../../lib/time.ts";
import { recordAudit, type AuditActor } from "../audit/audit.repository.ts";
import { recordBookingEvent, staffActor } from "../bookings/booking-events.repository.ts";
import { lockForChange } from "../bookings/booking-slot.service.ts";
import { findItemsOf, toBooking } from "../bookings/bookings.repository.ts";
import { hashManageToken, newManageToken } from "../bookings/manage-token.ts";
import { enqueueMessages, type OutgoingMessage } from "../outbox/outbox.repository.ts";

const dayMs = 24 * 60 * 60_000;

/** The messages a priced quote sends: built with the new link's secret, which only this call ever sees. */
export type NotifyQuote = (booking: Booking, quoteToken: string) => OutgoingMessage[];

/**
 * Staff price a quote (docs/decisions/063-quotes-after-inspection.md): each line priced after inspection gets
 * its unit price and quantity, the booking's totals are worked out again by the one pricing rule (its
 * discount on the services, its travel fee whole), and the customer gets the price with a link to answer it
 * within the days the rules give. A quote still open may be priced again (a new link, a new date to answer
 * by). Anything wrong in the input: 400 and nothing changes.
 */
export async function priceQuote(
  db: Kysely<Database>,
  actor: AuditActor & { first_name?: string; last_name?: string },
  id: string,
  input: QuotePriceInput,
  notify: NotifyQuote,
  now = new Date(),
): Promise<Booking> {
  return db.transaction().execute(async (trx) => {
    const row = await lockForChange(trx, id);
    if (!row) throw notFound(bookingNotFoundById);
    if (!row.quote_state) throw conflict(notAQuote);
    if (!isOpenQuote(row.quote_state) || row.status !== "pending") throw conflict(quoteNotPriceable);

    const items = [...(await findItemsOf(trx, id))].sort((a, b) => Number(a.position) - Number(b.position));
    const given = new Map(input.lines.map((line) => [line.line, line]));
    if (given.size !== input.lines.length) throw badRequest(quotePricesNotValid);
    input.lines.forEach((line, index) => {
      if (Number(items[line.line]?.after_inspection ?? 0) !== 1) {
        throw badRequest(quoteLineNotInspection, {
          fields: { [`lines.${index}.line`]: quoteLineNotInspection },
        });
      }
    });
    if (items.some((item, index) => Number(item.after_inspection) === 1 && !given.has(index))) {
      throw badRequest(quotePricesNotValid);
    }

    const lines = items.map((item, index) => {
      const quoted = given.get(index);
      return quoted
        ? { priceKobo: nairaToKobo(quoted.price), quantity: quoted.quantity }
        : { priceKobo: Number(item.price_kobo), quantity: Number(item.quantity) };
    });
    for (const [index, item] of items.entries()) {
      if (!given.has(index)) continue;
      await trx
        .updateTable("booking_items")
        .set({ price_kobo: lines[index]!.priceKobo, quantity: lines[index]!.quantity })
        .where("id", "=", item.id)
        .execute();
    }
    const price = priceBooking(lines, Number(row.discount_percent), Number(row.travel_fee_kobo));
    const quoteToken = newManageToken();
    const changes = {
      subtotal_kobo: price.subtotalKobo,
      discount_kobo: price.discountKobo,
      total_kobo: price.totalKobo,
      quote_state: "priced",
      quote_expires_at: new Date(now.getTime() + quoteAnswerDays * dayMs).toISOString(),
      quote_token_hash: hashManageToken(quoteToken),
      updated_at: nowIso(),
    };
    await trx.updateTable("bookings").set(changes).where("id", "=", id).execute();
    const total = koboToNaira(price.totalKobo);
    await recordBookingEvent(trx, id, "quote-priced", staffActor(actor), { total });
    await recordAudit(trx, actor, {
      action: "quote",
      entity: "booking",
      entityId: id,
      details: { bookingId: formatBookingId(row.booking_key), customer: row.customer_name, total },
    });
    const booking = toBooking({ ...row, ...changes }, await findItemsOf(trx, id));
    await enqueueMessages(trx, notify(booking, quoteToken));
    return booking;
  });
}
