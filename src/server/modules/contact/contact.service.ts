import type { Kysely } from "kysely";
import type { ContactMessage, ContactMessageInput } from "../../../shared/schemas/contact.ts";
import type { Database } from "../../db/schema.ts";
import { notFound } from "../../lib/http-error.ts";
import { newId } from "../../lib/ids.ts";
import { nowIso } from "../../lib/time.ts";
import { enqueueMessages, type OutgoingMessage } from "../outbox/outbox.repository.ts";
import { recordAudit, type AuditActor } from "../audit/audit.repository.ts";
import { findMessageById, insertMessage, markMessageRead, toContactMessage } from "./contact.repository.ts";
import { contactMessageNotFound } from "../../../shared/rules/contact.ts";

export { messageSent } from "../../../shared/rules/contact.ts";

/** Stores a visitor's message, exactly as typed, for the dashboard's Messages screen. */
export async function storeMessage(
  db: Kysely<Database>,
  input: ContactMessageInput,
  notify: (message: ContactMessage) => OutgoingMessage[] = () => [],
): Promise<ContactMessage> {
  const row = { id: newId(), ...input, read_at: null, created_at: nowIso() };
  const stored = toContactMessage(row);
  // The office's copy is written with the message: both are kept, or neither.
  await db.transaction().execute(async (trx) => {
    await insertMessage(trx, row);
    await enqueueMessages(trx, notify(stored));
  });
  return stored;
}

/** Opening a message marks it read; reading it again changes nothing and records nothing. */
export async function readMessage(
  db: Kysely<Database>,
  actor: AuditActor,
  id: string,
): Promise<ContactMessage> {
  return db.transaction().execute(async (trx) => {
    const marked = await markMessageRead(trx, id, nowIso());
    const row = await findMessageById(trx, id);
    if (!row) throw notFound(contactMessageNotFound);
    if (marked) {
      await recordAudit(trx, actor, {
        action: "read",
        entity: "message",
        entityId: id,
        details: { name: row.name },
      });
    }
    return toContactMessage(row);
  });
}
