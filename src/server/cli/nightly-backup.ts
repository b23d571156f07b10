// npm run backup -- --nightly: the nightly backup run by deploy/sparkle-backup.service. A failure is told
// to the office through the outbox, which the running site sends (docs/decisions/038-backups-that-warn.md).
import fs from "node:fs";
import path from "node:path";
import {
  backupFailedLine,
  backupNightlyDone,
  backupNobodyToTell,
  backupOwnerNotTold,
} from "../../shared/rules/backup.ts";
import type { Config } from "../config.ts";
import { isPostgresUrl, openDatabase } from "../db/database.ts";
import { backupFailedMail } from "../modules/mail/backup-mail.ts";
import { NightlyBackupFailure, reasonOf, runNightlyBackup } from "../modules/backups/nightly-backup.ts";
import { enqueueMessages } from "../modules/outbox/outbox.repository.ts";

type Print = (line: string) => void;

/** Runs the nightly backup; resolves to the exit status: 0 when it was written (and copied), else 1. */
export async function nightlyBackupCommand(
  config: Config,
  { now = new Date(), timeoutSeconds }: { now?: Date; timeoutSeconds?: number } = {},
  print: { out: Print; error: Print } = { out: console.log, error: console.error },
): Promise<number> {
  try {
    const { file, copy } = await runNightlyBackup(config, { now, timeoutSeconds });
    print.out(backupNightlyDone(file, config.backupKeep, copy && path.dirname(copy)));
    return 0;
  } catch (error) {
    const failure =
      error instanceof NightlyBackupFailure ? error : new NightlyBackupFailure("backup", reasonOf(error));
    print.error(backupFailedLine(failure.step, failure.reason));
    const untold = await tellOwner(config, failure, now);
    if (untold) print.error(untold);
    return 1;
  }
}

/** Writes the office's message to the outbox; resolves to why it could not, or undefined when written. */
async function tellOwner(
  config: Config,
  failure: NightlyBackupFailure,
  now: Date,
): Promise<string | undefined> {
  if (!config.notifyEmail) return backupNobodyToTell;
  // Opening a missing SQLite file would create an empty database beside the missing one.
  const sqliteFile = isPostgresUrl(config.databaseUrl)
    ? undefined
    : path.resolve(config.databaseUrl.replace(/^file:/, ""));
  if (sqliteFile && !fs.existsSync(sqliteFile)) return backupOwnerNotTold(`${sqliteFile} does not exist`);
  let handle: ReturnType<typeof openDatabase> | undefined;
  try {
    handle = openDatabase(config.databaseUrl);
    const mail = backupFailedMail(config.notifyEmail, failure.step, failure.reason, now);
    await enqueueMessages(handle.db, [{ kind: "backup-failed", ...mail }], now);
    return undefined;
  } catch (error) {
    return backupOwnerNotTold(reasonOf(error));
  } finally {
    await handle?.close().catch(() => undefined);
  }
}
