// The nightly backup: one stamped backup in BACKUP_DIR, checked, copied to BACKUP_COPY_DIR when set, and
// the newest BACKUP_KEEP kept in each folder. A failure names the step it happened in, so the owner's
// message can say how to put it right (src/shared/rules/backup.ts).
import fs from "node:fs";
import path from "node:path";
import type { BackupStep } from "../../../shared/rules/backup.ts";
import type { Config } from "../../config.ts";
import { backupDatabase } from "../../db/backup.ts";
import { isPostgresUrl } from "../../db/database.ts";
import { backupFileName, copyInto, keepNewest, type BackupExtension } from "./backup-files.ts";

export type NightlySettings = Pick<Config, "databaseUrl" | "backupDir" | "backupKeep" | "backupCopyDir">;

export class NightlyBackupFailure extends Error {
  constructor(
    readonly step: BackupStep,
    readonly reason: string,
  ) {
    super(reason);
  }
}

export type NightlyResult = { file: string; copy?: string };

export async function runNightlyBackup(
  settings: NightlySettings,
  { now = new Date(), timeoutSeconds }: { now?: Date; timeoutSeconds?: number } = {},
): Promise<NightlyResult> {
  const extension: BackupExtension = isPostgresUrl(settings.databaseUrl) ? "dump" : "db";
  const folder = path.resolve(settings.backupDir);
  const file = path.join(folder, backupFileName(now, extension));
  await inStep("backup", () => {
    if (fs.statSync(folder, { throwIfNoEntry: false })?.isDirectory() === false) {
      throw new Error(`${folder} is not a folder`);
    }
    return backupDatabase(settings.databaseUrl, file, { timeoutSeconds });
  });
  await inStep("check", () => {
    if (!(fs.statSync(file, { throwIfNoEntry: false })?.size ?? 0)) throw new Error(`${file} is empty`);
  });
  // This folder's retention first: a second location that fails does not stop the first from being tidied.
  await inStep("retention", () => keepNewest(folder, extension, settings.backupKeep));
  const copyDir = settings.backupCopyDir;
  if (!copyDir) return { file };
  const copy = await inStep("copy", () => copyInto(file, copyDir));
  await inStep("retention", () => keepNewest(copyDir, extension, settings.backupKeep));
  return { file, copy };
}

async function inStep<T>(step: BackupStep, work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new NightlyBackupFailure(step, reasonOf(error));
  }
}

/**
 * An error as one short line for a terminal and a mail. A database address may hold a password (pg_dump
 * repeats its command line, a driver may name the address), so any password in an address is hidden.
 */
export function reasonOf(error: unknown): string {
  const e = error as { message?: string; code?: string; stderr?: unknown };
  // A failed pg_dump says why on its stderr; its message only adds the command line before it.
  const said = typeof e?.stderr === "string" ? e.stderr.trim() : "";
  // The caller ends the sentence: a trailing full stop would make two.
  const text = (said || e?.message || e?.code || String(error))
    .replace(/\s+/g, " ")
    .trim()
    .replace(/\.+$/, "");
  const hidden = text.replace(/(\/\/[^/\s:@]+:)[^@\s]+@/g, "$1***@");
  return hidden.length > 400 ? `${hidden.slice(0, 399)}…` : hidden;
}
