// Frozen in time: never import application code here.
import type { Kysely } from "kysely";

/**
 * Messages by WhatsApp and SMS beside mail (docs/decisions/046-message-channels.md). Each outbox row says how
 * it travels (`channel`, mail for every row written before); a text message keeps what the provider needs
 * (`payload`: the template and its parameters) and the provider's ID, by which delivery statuses find it.
 * Rows are counted per recipient for the caps (docs/decisions/047-message-caps.md), hence the index. A
 * booking keeps its customer's choice of no WhatsApp or no SMS. `message_channel_problems` remembers a
 * channel the provider refused to serve (a rejected token), for the doctor and to tell the owner once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("outbox_messages")
    .addColumn("channel", "text", (c) => c.notNull().defaultTo("email"))
    .execute();
  await db.schema.alterTable("outbox_messages").addColumn("payload", "text").execute();
  await db.schema.alterTable("outbox_messages").addColumn("provider_message_id", "text").execute();
  await db.schema
    .createIndex("outbox_messages_recipient")
    .on("outbox_messages")
    .columns(["recipient", "created_at"])
    .execute();
  await db.schema
    .createIndex("outbox_messages_provider_id")
    .on("outbox_messages")
    .column("provider_message_id")
    .execute();
  await db.schema
    .alterTable("bookings")
    .addColumn("whatsapp_off", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("bookings")
    .addColumn("sms_off", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("message_channel_problems")
    .addColumn("channel", "text", (c) => c.primaryKey())
    .addColumn("problem", "text", (c) => c.notNull())
    .addColumn("noticed_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("message_channel_problems").execute();
  await db.schema.alterTable("bookings").dropColumn("sms_off").execute();
  await db.schema.alterTable("bookings").dropColumn("whatsapp_off").execute();
  await db.schema.dropIndex("outbox_messages_provider_id").execute();
  await db.schema.dropIndex("outbox_messages_recipient").execute();
  await db.schema.alterTable("outbox_messages").dropColumn("provider_message_id").execute();
  await db.schema.alterTable("outbox_messages").dropColumn("payload").execute();
  await db.schema.alterTable("outbox_messages").dropColumn("channel").execute();
}
