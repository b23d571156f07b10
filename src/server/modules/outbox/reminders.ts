import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { addDays, lagosInstant } from "../../../shared/rules/availability.ts";
import { findItemsOfMany, toBooking } from "../bookings/bookings.repository.ts";
import { bookingUpdateMail } from "../mail/booking-update-mail.ts";
import { messageContext } from "./booking-messages.ts";
import { enqueueMessages } from "./outbox.repository.ts";
import { textMessageFor } from "./text-messages.ts";
import { expireLapsedQuotes } from "../quotes/quote-expiry.ts";

declare module "fastify" {
  interface FastifyInstance {
    reminders: {
      /** Writes the reminders due at `now`; resolves to how many were new. */
      runOnce(now?: Date): Promise<number>;
    };
  }
}

const everyMinute = 60_000;

/** The reminder of one booking's visit on one date: written once, whichever instance asks first. */
export const reminderKey = (bookingId: string, date: string) => `reminder:${bookingId}:${date}`;

/**
 * The day-before reminder: from the owner's reminder time (Lagos), every booking of tomorrow that is
 * pending or confirmed gets one reminder mail. A booking made or moved onto tomorrow after that time gets
 * its reminder at the next look, within a minute. Every instance looks; the dedupe key keeps it to one.
 */
export const reminderScheduler = fp(async (app: FastifyInstance) => {
  async function runOnce(now = new Date()): Promise<number> {
    const { notices } = await app.catalogue.settings();
    const today = todayInLagos(now);
    if (now < lagosInstant(today, notices.reminderTime)) return 0;
    const tomorrow = addDays(today, 1);
    const bookings = await app.db
      .selectFrom("bookings")
      .selectAll()
      .where("preferred_date", "=", tomorrow)
      .where("status", "in", ["pending", "confirmed"])
      // A visit still waiting for a place has no time to remind of: staff call about it instead.
      .where("needs_place", "=", 0)
      .execute();
    if (bookings.length === 0) return 0;
    const keys = bookings.map((row) => reminderKey(row.id, tomorrow));
    const written = await app.db
      .selectFrom("outbox_messages")
      .select("dedupe_key")
      .where("dedupe_key", "in", keys)
      .execute();
    const done = new Set(written.map((row) => row.dedupe_key));
    const due = bookings.filter((row) => !done.has(reminderKey(row.id, tomorrow)));
    if (due.length === 0) return 0;
    const context = await messageContext(app);
    const items = await findItemsOfMany(
      app.db,
      due.map((row) => row.id),
    );
    const messages = due.flatMap((row) => {
      const booking = toBooking(row, items.get(row.id) ?? []);
      return [
        {
          kind: "booking-reminder" as const,
          bookingId: row.id,
          dedupeKey: reminderKey(row.id, tomorrow),
          ...bookingUpdateMail("reminder", booking, context),
        },
        // The same reminder by WhatsApp or SMS, once too.
        ...textMessageFor("booking-reminder", booking, context.text).map((message) => ({
          ...message,
          dedupeKey: `${reminderKey(row.id, tomorrow)}:${message.channel}`,
        })),
      ];
    });
    await enqueueMessages(app.db, messages, now);
    app.outbox.wake();
    return due.length;
  }

  app.decorate("reminders", { runOnce });
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    // The same look lets lapsed quotes expire (docs/decisions/063-quotes-after-inspection.md).
    const look = () => {
      void runOnce().catch((error: unknown) => app.log.error({ err: error }, "reminders failed"));
      void expireLapsedQuotes(app.db)
        .then((expired) => expired > 0 && app.log.info({ expired }, "lapsed quotes expired"))
        .catch((error: unknown) => app.log.error({ err: error }, "quote expiry failed"));
    };
    timer = setInterval(look, everyMinute);
    timer.unref();
    look();
  });
  app.addHook("onClose", async () => clearInterval(timer));
});
