// What `npm run admin -- doctor` checks against and says (README "Commands", docs/deploy.md). Each check
// prints one line: `ok  <what>`, `WARN <what>: <why>. <how to fix>` or `FAIL <what>: <why>. <how to fix>`.
import { backupFilePattern, backupStaleAfterHours } from "./backup.ts";

/** Under this much free space, or under doctorMinFreePercent of the disk, the disk check fails. */
export const doctorMinFreeBytes = 500 * 1024 * 1024;
export const doctorMinFreePercent = 5;
/** The nightly backup runs every 24 hours; a newest copy older than this means a night was missed. */
export const doctorBackupMaxAgeHours = backupStaleAfterHours;
/** How long the mail server and the database each get to answer. */
export const doctorTimeoutMs = 10_000;
/** The names the nightly backup gives its copies: site-<time>.db (SQLite) or .dump (pg_dump). */
export const doctorBackupPattern = backupFilePattern;

/** What each check is about: the start of its line. */
export const doctorChecks = {
  config: "Configuration",
  database: "Database",
  mail: "Mail",
  disk: "Disk space",
  backup: "Backup",
  places: "Places",
} as const;

export function doctorLine(status: "ok" | "warn" | "fail", what: string, why?: string, fix?: string): string {
  if (status === "ok") return `ok   ${what}`;
  return `${status === "warn" ? "WARN" : "FAIL"} ${what}: ${why}. ${fix}`;
}

/** Bytes as people read them: 1.2 GB, 340 MB. */
export function doctorSize(bytes: number): string {
  const gb = bytes / 1024 ** 3;
  return gb >= 1 ? `${gb.toFixed(1)} GB` : `${Math.round(bytes / 1024 ** 2)} MB`;
}

export const configLoaded = (env: string) =>
  doctorLine("ok", `${doctorChecks.config}: the settings load (NODE_ENV=${env})`);
export const configRefused = (problems: string[]) =>
  doctorLine(
    "fail",
    doctorChecks.config,
    `a setting is refused: ${problems.join("; ")}`,
    "Correct it where the site's settings live (/etc/sparkle/sparkle.env in production, the environment " +
      'in development); README.md "Configuration" explains each',
  );

export const databaseReady = (where: string, applied: number) =>
  doctorLine("ok", `${doctorChecks.database}: ${where} answers; all ${applied} migrations are applied`);
export const databaseUnreachable = (where: string, reason: string) =>
  doctorLine(
    "fail",
    doctorChecks.database,
    `${where} does not answer (${reason})`,
    "Check DATABASE_URL, and that the database server is running and this machine may reach it",
  );
export const sqliteFileMissing = (file: string) =>
  doctorLine(
    "fail",
    doctorChecks.database,
    `the SQLite file ${file} does not exist`,
    "Correct DATABASE_URL, or start the site once (npm start): it creates and migrates the file",
  );
export const migrationsPending = (where: string, names: string[]) =>
  doctorLine(
    "fail",
    doctorChecks.database,
    `${where} lacks ${names.length} migration${names.length === 1 ? "" : "s"} (${names.join(", ")})`,
    "Restart the site: it applies them at start (systemctl restart sparkle, or npm start)",
  );

export const mailReady = (server: string, loggedIn: boolean) =>
  doctorLine(
    "ok",
    `${doctorChecks.mail}: ${server} ${loggedIn ? "accepted the login" : "answers (SMTP_URL has no login)"}`,
  );
export const mailOff = () =>
  doctorLine(
    "warn",
    doctorChecks.mail,
    "SMTP_URL is not set, so no mail is sent; confirmations and notices wait in the outbox",
    "Set SMTP_URL=smtp://user:password@host:587 to send them (they go out once it is set)",
  );
export const mailUrlNotValid = () =>
  doctorLine(
    "fail",
    doctorChecks.mail,
    "SMTP_URL is not a URL",
    "Write it as smtp://user:password@host:587 (or smtps://user:password@host:465)",
  );
export const mailLoginRefused = (server: string, answer: string) =>
  doctorLine(
    "fail",
    doctorChecks.mail,
    `${server} refused the user name or password (${answer})`,
    "Correct them in SMTP_URL; percent-encode special characters (@ as %40, : as %3A)",
  );
export const mailUnreachable = (server: string, reason: string) =>
  doctorLine(
    "fail",
    doctorChecks.mail,
    `cannot reach ${server} (${reason})`,
    "Check the host and port in SMTP_URL, and that this machine may connect out on that port " +
      "(many hosts block 25: use 587, or smtps:// on 465)",
  );
export const mailRefused = (server: string, reason: string) =>
  doctorLine(
    "fail",
    doctorChecks.mail,
    `${server} refused to go on (${reason})`,
    "Check SMTP_URL against the settings your mail provider gives (port, smtp:// or smtps://, user)",
  );

export const diskForDatabase = (folder: string) => `the database (${folder})`;
export const diskForBackups = (folder: string) => `backups (${folder})`;
export const diskFreeFor = (place: string, free: number) => `${doctorSize(free)} free for ${place}`;
export const diskSpaceEnough = (places: string[]) =>
  doctorLine("ok", `${doctorChecks.disk}: ${places.join(", ")}`);
export const diskSpaceLow = (place: string, free: number, percent: number) =>
  doctorLine(
    "fail",
    doctorChecks.disk,
    `only ${doctorSize(free)} (${percent.toFixed(1)}%) free for ${place}; under ` +
      `${doctorSize(doctorMinFreeBytes)} or ${doctorMinFreePercent}% the database and its backups can fill the disk`,
    "Free some space (old backups elsewhere, journalctl --vacuum-size=200M) or grow the disk",
  );
export const diskSpaceUnknown = (place: string, reason: string) =>
  doctorLine(
    "fail",
    doctorChecks.disk,
    `cannot read the free space for ${place} (${reason})`,
    "Check that the folder exists and this user may read it",
  );

export const backupRecent = (file: string, hours: number) =>
  doctorLine(
    "ok",
    `${doctorChecks.backup}: the newest, ${file}, is ${hours < 1 ? "less than an hour" : `${Math.round(hours)} hours`} old`,
  );
export const backupNone = (folder: string) =>
  doctorLine(
    "fail",
    doctorChecks.backup,
    `no backup (site-<time>.db or .dump) in ${folder}`,
    'Turn on the nightly backup (docs/deploy.md, "Nightly backup"), or set BACKUP_DIR to the folder it writes to',
  );
export const backupFolderUnreadable = (folder: string, reason: string) =>
  doctorLine(
    "fail",
    doctorChecks.backup,
    `cannot read ${folder} (${reason})`,
    "Let this user read the folder (the site's user: sparkle), or set BACKUP_DIR to the right folder",
  );
export const backupStale = (file: string, hours: number) =>
  doctorLine(
    "fail",
    doctorChecks.backup,
    `the newest, ${file}, is ${Math.round(hours)} hours old (more than ${doctorBackupMaxAgeHours})`,
    "See why the nightly backup stopped: systemctl status sparkle-backup.timer; journalctl -u sparkle-backup",
  );

export const doctorNoAnswer = (ms: number) => `no answer within ${ms / 1000} s`;
/** A check that failed in a way none of the above foresaw: still one line, never a stack trace. */
export const doctorCheckCrashed = (what: string, reason: string) =>
  doctorLine("fail", what, `the check itself failed (${reason})`, "Report this line to the site's developer");
export const doctorAllWell = "All checks passed.";
export const doctorSomethingWrong = (failed: number) =>
  `${failed} check${failed === 1 ? "" : "s"} failed: fix ${failed === 1 ? "it" : "them"} and run the doctor again.`;

/** A window whose count of places differs from its live bookings, as the doctor names it. */
export type WindowDrift = { date: string; window: string; counted: number; live: number };
const driftText = (d: WindowDrift) => `${d.date} ${d.window} counts ${d.counted}, has ${d.live} live`;
/** How many drifted windows the FAIL line names; the rest are counted. */
export const doctorDriftShown = 5;

export const placesMatch = () =>
  doctorLine(
    "ok",
    `${doctorChecks.places}: every window's count matches its live (pending or confirmed) bookings`,
  );
export const placesDrift = (drift: WindowDrift[]) =>
  doctorLine(
    "fail",
    doctorChecks.places,
    `${drift.length} window${drift.length === 1 ? "" : "s"} count other than their live bookings (` +
      drift.slice(0, doctorDriftShown).map(driftText).join("; ") +
      (drift.length > doctorDriftShown ? `; and ${drift.length - doctorDriftShown} more` : "") +
      "), so the booking forms offer too few or too many places",
    "Run npm run admin -- doctor --repair: it sets each to its live bookings and says what it changed",
  );
/** One change --repair made, printed before the check's own line. */
export const placeRepaired = (d: WindowDrift) =>
  `     set ${d.date} ${d.window} from ${d.counted} to ${d.live} places (its live bookings)`;
export const placesRepaired = (count: number) =>
  doctorLine(
    "ok",
    `${doctorChecks.places}: set ${count} window${count === 1 ? "" : "s"} to ${count === 1 ? "its" : "their"} live bookings; every count now matches`,
  );
