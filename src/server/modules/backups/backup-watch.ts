import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { sql, type Kysely } from "kysely";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { backupStaleAfterHours } from "../../../shared/rules/backup.ts";
import type { Database } from "../../db/schema.ts";
import { backupStaleMail } from "../mail/backup-mail.ts";
import { enqueueMessages } from "../outbox/outbox.repository.ts";
import { newestBackup } from "./backup-files.ts";

declare module "fastify" {
  interface FastifyInstance {
    backups: {
      /** Tells the office when the newest backup is too old at `now`; resolves to how many messages were new. */
      runOnce(now?: Date): Promise<number>;
    };
  }
}

const everyHour = 60 * 60_000;
const hourMs = 60 * 60_000;

/** One warning a day (a Lagos day) at most: every instance looks every hour, the key keeps it to one. */
export const staleBackupKey = (day: string) => `backup-stale:${day}`;

/** When the site's database was set up: its first migration. A site younger than the threshold has no backup yet. */
async function installedAt(db: Kysely<Database>): Promise<Date | undefined> {
  const { rows } = await sql<{
    first: string | null;
  }>`select min("timestamp") as first from kysely_migration`.execute(db);
  const first = rows[0]?.first;
  return first ? new Date(first) : undefined;
}

/**
 * Hourly: when the newest backup in BACKUP_DIR is older than 36 hours, or there is none on a site set up more
 * than 36 hours ago, the office gets one message that day. Only where the folder exists: BACKUP_DIR has a
 * default (and the development example sets it) so it cannot tell a backed-up server from a laptop, but the
 * folder only exists where backups are made (the deploy steps create it, the nightly backup writes it). A
 * production folder that went missing is the doctor's to report (`npm run admin -- doctor`).
 */
export const backupWatch = fp(async (app: FastifyInstance) => {
  async function runOnce(now = new Date()): Promise<number> {
    const to = app.config.notifyEmail;
    const folder = path.resolve(app.config.backupDir);
    if (!to || !fs.statSync(folder, { throwIfNoEntry: false })?.isDirectory()) return 0;
    const newest = newestBackup(folder);
    const hours = newest ? Math.max(0, now.getTime() - newest.mtimeMs) / hourMs : undefined;
    if (hours !== undefined && hours <= backupStaleAfterHours) return 0;
    if (hours === undefined) {
      const since = await installedAt(app.db);
      if (!since || now.getTime() - since.getTime() <= backupStaleAfterHours * hourMs) return 0;
    }
    const dedupeKey = staleBackupKey(todayInLagos(now));
    const sent = await app.db
      .selectFrom("outbox_messages")
      .select("id")
      .where("dedupe_key", "=", dedupeKey)
      .executeTakeFirst();
    if (sent) return 0;
    const mail = backupStaleMail(
      to,
      folder,
      newest && hours !== undefined ? { file: newest.file, hours } : undefined,
    );
    await enqueueMessages(app.db, [{ kind: "backup-stale", dedupeKey, ...mail }], now);
    app.outbox.wake();
    return 1;
  }

  app.decorate("backups", { runOnce });
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    const look = () =>
      void runOnce().catch((error: unknown) => app.log.error({ err: error }, "backup check failed"));
    timer = setInterval(look, everyHour);
    timer.unref();
    look();
  });
  app.addHook("onClose", async () => clearInterval(timer));
});
