// What `npm run backup` allows itself and says (SECURITY.md, README "Backups"), and what the owner is told
// when the nightly backup fails or stops (docs/decisions/038-backups-that-warn.md).

/** How long a backup may take before it gives up, unless `--timeout <seconds>` says otherwise. */
export const backupTimeoutSeconds = 600;

export function backupTimedOut(seconds: number): string {
  return (
    `The backup did not finish within ${seconds} s and was stopped; no backup was written. ` +
    "Try again with a longer --timeout <seconds>, or at a quieter time."
  );
}

export const backupTimeoutInvalid = "--timeout must be a number of seconds greater than 0.";

/** The nightly backup runs every 24 hours; a newest copy older than this means a night was missed. */
export const backupStaleAfterHours = 36;
/** Nightly copies kept in each folder unless BACKUP_KEEP says otherwise, and the most it may say. */
export const backupKeepDefault = 14;
export const backupKeepMax = 1000;
/** The names the nightly backup gives its copies: site-<UTC time>.db (SQLite) or .dump (pg_dump). */
export const backupFilePattern = /^site-.+\.(db|dump)$/;

/** The parts of a nightly run that can fail, each with how to put it right. */
export const backupSteps = {
  backup: {
    what: "taking the backup",
    fix:
      "Check that the database answers (npm run admin -- doctor), and that BACKUP_DIR is a folder the site's " +
      "user (sparkle) may write, on a disk with room",
  },
  check: {
    what: "checking the backup",
    fix: "The file written was empty: check the free space where BACKUP_DIR is, then run the backup again",
  },
  copy: {
    what: "copying the backup to BACKUP_COPY_DIR",
    fix:
      "Check that the second location is mounted, exists and may be written by the site's user (sparkle), " +
      "and that the backup unit lists it in ReadWritePaths",
  },
  retention: {
    what: "removing old backups",
    fix: "Let the site's user (sparkle) delete files in the backup folders",
  },
} as const;
export type BackupStep = keyof typeof backupSteps;

/** The one line a failed nightly run prints: what failed, why, and how to fix it. */
export const backupFailedLine = (step: BackupStep, reason: string) =>
  `Backup failed while ${backupSteps[step].what}: ${reason}. ${backupSteps[step].fix}.`;

export const backupNightlyDone = (file: string, keep: number, copiedTo?: string) =>
  `Backup ${file} written${copiedTo ? ` and copied to ${copiedTo}` : ""}; keeping the newest ${keep}.`;

/** Said on stderr when the owner cannot be told by mail of a failed backup. */
export const backupNobodyToTell =
  "NOTIFY_EMAIL is not set, so nobody was told by mail: set it (in /etc/sparkle/sparkle.env) to hear of failed backups.";
export const backupOwnerNotTold = (reason: string) =>
  `The message to the owner could not be written to the outbox (${reason}).`;

export const backupFailedSubject = "The nightly backup failed";
export const backupFailedText = (step: BackupStep, reason: string, at: string) =>
  [
    `The nightly backup of the website's database failed at ${at} (UTC), while ${backupSteps[step].what}.`,
    "",
    `What went wrong: ${reason}`,
    "",
    `How to fix it: ${backupSteps[step].fix}.`,
    "",
    "Then run it once by hand: sudo systemctl start sparkle-backup.service; journalctl -u sparkle-backup -n 20",
  ].join("\n");

export const backupStaleSubject = "No recent backup of the website";
export const backupStaleText = (folder: string, newest?: { file: string; hours: number }) =>
  [
    newest
      ? `The newest backup in ${folder}, ${newest.file}, is ${Math.round(newest.hours)} hours old ` +
        `(more than ${backupStaleAfterHours}): the nightly backup has stopped.`
      : `There is no backup in ${folder}, and the site has run for more than ${backupStaleAfterHours} hours.`,
    "",
    "How to fix it: see why with systemctl status sparkle-backup.timer; journalctl -u sparkle-backup -n 20, " +
      "then run it once by hand: sudo systemctl start sparkle-backup.service",
    "",
    "This message is sent at most once a day while no recent backup is there.",
  ].join("\n");
