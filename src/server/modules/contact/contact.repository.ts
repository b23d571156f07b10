import type { Kysely, Selectable } from "kysely";
import type { ContactMessage } from "../../../shared/schemas/contact.ts";
import type { ContactMessagesTable, Database } from "../../db/schema.ts";

type MessageRow = Selectable<ContactMessagesTable>;

export function toContactMessage(row: MessageRow): ContactMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    phone: row.phone,
    read: row.read_at !== null,
    createdAt: row.created_at,
  };
}

export async function insertMessage(db: Kysely<Database>, row: MessageRow): Promise<void> {
  await db.insertInto("contact_messages").values(row).execute();
}

export function listMessages(db: Kysely<Database>) {
  return db.selectFrom("contact_messages").selectAll().orderBy("created_at", "desc").orderBy("id").execute();
}

export function findMessageById(db: Kysely<Database>, id: string) {
  return db.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Marks a message read once; true when this call did it (it was unread). */
export async function markMessageRead(db: Kysely<Database>, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable("contact_messages")
    .set({ read_at: now })
    .where("id", "=", id)
    .where("read_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countUnread(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("contact_messages")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("read_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
