// Every query of online payments: the checkouts we start, and the once-only insert of a payment Paystack
// confirmed (docs/decisions/045-online-payments.md).
import type { Insertable, Kysely } from "kysely";
import type { Database, PaymentsTable } from "../../db/schema.ts";

export type IntentStatus = "pending" | "paid" | "failed";

export async function insertIntent(
  db: Kysely<Database>,
  intent: { reference: string; bookingId: string; amountKobo: number; at: string },
): Promise<void> {
  await db
    .insertInto("payment_intents")
    .values({
      reference: intent.reference,
      booking_id: intent.bookingId,
      amount_kobo: intent.amountKobo,
      status: "pending",
      created_at: intent.at,
      updated_at: intent.at,
    })
    .execute();
}

export async function markIntent(db: Kysely<Database>, reference: string, status: IntentStatus, at: string) {
  await db
    .updateTable("payment_intents")
    .set({ status, updated_at: at })
    .where("reference", "=", reference)
    .execute();
}

export function findIntent(db: Kysely<Database>, reference: string) {
  return db.selectFrom("payment_intents").selectAll().where("reference", "=", reference).executeTakeFirst();
}

/**
 * Inserts the payment of a reference unless one is already there: the unique index on `reference` decides,
 * so two deliveries at the same moment cannot both insert (PostgreSQL makes the second wait for the first's
 * commit, then skip). True when this call inserted it.
 */
export async function insertPaymentOnce(
  db: Kysely<Database>,
  row: Insertable<PaymentsTable>,
): Promise<boolean> {
  const result = await db
    .insertInto("payments")
    .values(row)
    .onConflict((conflict) => conflict.column("reference").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The payment recorded for a reference, if any. */
export function findPaymentByReference(db: Kysely<Database>, reference: string) {
  return db.selectFrom("payments").selectAll().where("reference", "=", reference).executeTakeFirst();
}
