// The nightly backups as files: their names, which are the newest, the copy to a second folder, retention.
import fs from "node:fs";
import path from "node:path";
import { backupFilePattern } from "../../../shared/rules/backup.ts";

export type BackupExtension = "db" | "dump";

/** site-2026-11-25T023000.db: the run's UTC time, so the names sort in the order the runs happened. */
export function backupFileName(now: Date, extension: BackupExtension): string {
  return `site-${now.toISOString().slice(0, 19).replace(/:/g, "")}.${extension}`;
}

/** The nightly backups of one kind in a folder, newest first (by name: the names carry the time). */
export function listBackups(folder: string, extension: BackupExtension): string[] {
  return fs
    .readdirSync(folder)
    .filter((name) => backupFilePattern.test(name) && name.endsWith(`.${extension}`))
    .sort()
    .reverse();
}

/**
 * Deletes all but the newest `keep` backups of this kind; resolves to the names deleted. Only names the
 * nightly backup gives are touched, so anything else kept in the folder stays.
 */
export function keepNewest(folder: string, extension: BackupExtension, keep: number): string[] {
  const old = listBackups(folder, extension).slice(keep);
  for (const name of old) fs.rmSync(path.join(folder, name), { force: true });
  return old;
}

/** The most recently written non-empty backup in a folder (either kind), or none. */
export function newestBackup(folder: string): { file: string; mtimeMs: number } | undefined {
  let newest: { file: string; mtimeMs: number } | undefined;
  for (const name of fs.readdirSync(folder).filter((n) => backupFilePattern.test(n))) {
    const file = path.join(folder, name);
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat?.isFile() && stat.size > 0 && (!newest || stat.mtimeMs > newest.mtimeMs)) {
      newest = { file, mtimeMs: stat.mtimeMs };
    }
  }
  return newest;
}

/**
 * Copies a backup into another folder under a hidden temporary name, flushes it to the disk, then renames
 * it: a copy cut short (a full disk, a dropped network share) never carries a backup's name. The folder
 * must already exist: creating it would put the "second location" on this disk when a mount is missing.
 */
export function copyInto(file: string, folder: string): string {
  const stat = fs.statSync(folder, { throwIfNoEntry: false });
  if (!stat) throw new Error(`${folder} does not exist`);
  if (!stat.isDirectory()) throw new Error(`${folder} is not a folder`);
  const target = path.join(folder, path.basename(file));
  const partial = path.join(folder, `.${path.basename(file)}.partial`);
  try {
    fs.copyFileSync(file, partial);
    const handle = fs.openSync(partial, "r+");
    try {
      fs.fsyncSync(handle);
    } finally {
      fs.closeSync(handle);
    }
    fs.renameSync(partial, target);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  return target;
}
