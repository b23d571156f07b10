import type { Kysely } from "kysely";
import { manageLinkNotFound } from "../../../shared/rules/manage.ts";
import { noSeries, visitNotInSeries } from "../../../shared/rules/recurring.ts";
import type { BookingRow, Database } from "../../db/schema.ts";
import { notFound } from "../../lib/http-error.ts";
import { hashManageToken } from "./manage-token.ts";

// How a manage link's secret finds its booking, and the visits of the regular visits that booking began.

/** Issued secrets are base64url; anything else cannot name a booking and is not looked up. */
const tokenShape = /^[A-Za-z0-9_-]{20,100}$/;

export async function findByToken(db: Kysely<Database>, token: string): Promise<BookingRow> {
  const row = tokenShape.test(token)
    ? await db
        .selectFrom("bookings")
        .selectAll()
        // The booking's own link, or the one a priced quote's message carries (docs/decisions/063).
        .where((eb) =>
          eb.or([
            eb("manage_token_hash", "=", hashManageToken(token)),
            eb("quote_token_hash", "=", hashManageToken(token)),
          ]),
        )
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound(manageLinkNotFound);
  return row;
}

/** The booking a change is for: the link's own, or (with `visitId`) one visit of the regular visits it began. */
export async function findTarget(db: Kysely<Database>, token: string, visitId?: string): Promise<BookingRow> {
  const owner = await findByToken(db, token);
  if (visitId === undefined || visitId === owner.id) return owner;
  const visit = owner.series_id
    ? await db
        .selectFrom("bookings")
        .selectAll()
        .where("id", "=", visitId)
        .where("series_id", "=", owner.series_id)
        .executeTakeFirst()
    : undefined;
  if (!visit) throw notFound(visitNotInSeries);
  return visit;
}

/** The regular visits the link's booking began; 404 when it began none. */
export async function seriesOfLink(db: Kysely<Database>, token: string): Promise<string> {
  const owner = await findByToken(db, token);
  if (!owner.series_id) throw notFound(noSeries);
  return owner.series_id;
}
