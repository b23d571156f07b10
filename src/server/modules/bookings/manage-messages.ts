import type { Kysely } from "kysely";
import { channelTurnedOffByCustomer, type MessageChannel } from "../../../shared/rules/messaging.ts";
import type { ManageMessageChoiceInput } from "../../../shared/schemas/manage.ts";
import type { Database } from "../../db/schema.ts";
import { findByToken } from "./manage-lookup.ts";

/**
 * The customer turns WhatsApp or SMS on or off through the manage link (docs/decisions/046-message-channels.md):
 * for the link's booking and every visit of the regular visits it began, since the customer booked them
 * together. A message of a channel turned off that still waits is not sent (kept as not sent, with why);
 * one being sent this moment goes, as it would have a second earlier. Mail is never turned off here.
 * Not a change of slot or status, so it does not go through the slot service.
 */
export async function setMessageChoice(
  db: Kysely<Database>,
  token: string,
  choice: ManageMessageChoiceInput,
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const owner = await findByToken(trx, token);
    const ids = owner.series_id
      ? (
          await trx.selectFrom("bookings").select("id").where("series_id", "=", owner.series_id).execute()
        ).map((row) => row.id)
      : [owner.id];
    await trx
      .updateTable("bookings")
      .set({ whatsapp_off: choice.whatsappOff ? 1 : 0, sms_off: choice.smsOff ? 1 : 0 })
      .where("id", "in", ids)
      .execute();
    const off: MessageChannel[] = [
      ...(choice.whatsappOff ? (["whatsapp"] as const) : []),
      ...(choice.smsOff ? (["sms"] as const) : []),
    ];
    if (off.length === 0) return;
    const at = now.toISOString();
    await trx
      .updateTable("outbox_messages")
      .set({ state: "dropped", last_error: channelTurnedOffByCustomer, updated_at: at })
      .where("booking_id", "in", ids)
      .where("channel", "in", off)
      .where("state", "=", "pending")
      .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", at)]))
      .execute();
  });
}
