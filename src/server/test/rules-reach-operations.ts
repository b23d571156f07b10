// Running the site: the health and metrics answers machines read, and the backup and doctor commands'
// lines and mails (see rules-reach.ts).
import { apiOnly, type Reach, type ReachTable } from "./rules-reach.ts";

const readByMachines = "load balancers, monitors and Prometheus read it; no screen of the site calls it";
const commandLine = "the backup command prints it; its own tests check it";
const printedByBackup: Reach = { api: { not: commandLine }, screen: { not: commandLine } };
const ownerMail = "a mail to the owner through the outbox; the backup tests read it there";
const mailedToOwner: Reach = { api: { not: ownerMail }, screen: { not: ownerMail } };
const doctorCommand = "npm run admin -- doctor prints it; its own tests check it";
const printedByDoctor: Reach = { api: { not: doctorCommand }, screen: { not: doctorCommand } };
const startRefusal =
  "the server and the commands print it when they refuse to start; CI's production check reads it";
const printedAtStart: Reach = { api: { not: startRefusal }, screen: { not: startRefusal } };

export const operationsReach: ReachTable = {
  messages: {
    operations: {
      healthDatabaseUnavailable: apiOnly(readByMachines),
      healthOutboxStuck: apiOnly(readByMachines),
      metricsNotAllowed: apiOnly(readByMachines),
      sqliteNeedsNewerNode: printedAtStart,
    },
    backup: {
      backupTimeoutInvalid: printedByBackup,
      backupTimedOut: printedByBackup,
      backupFailedLine: printedByBackup,
      backupNightlyDone: printedByBackup,
      backupNobodyToTell: printedByBackup,
      backupOwnerNotTold: printedByBackup,
      backupFailedSubject: mailedToOwner,
      backupFailedText: mailedToOwner,
      backupStaleSubject: mailedToOwner,
      backupStaleText: mailedToOwner,
    },
    doctor: {
      configLoaded: printedByDoctor,
      configRefused: printedByDoctor,
      databaseReady: printedByDoctor,
      databaseUnreachable: printedByDoctor,
      sqliteFileMissing: printedByDoctor,
      migrationsPending: printedByDoctor,
      mailReady: printedByDoctor,
      mailOff: printedByDoctor,
      mailUrlNotValid: printedByDoctor,
      mailLoginRefused: printedByDoctor,
      mailUnreachable: printedByDoctor,
      mailRefused: printedByDoctor,
      diskForDatabase: printedByDoctor,
      diskForBackups: printedByDoctor,
      diskFreeFor: printedByDoctor,
      diskSpaceEnough: printedByDoctor,
      diskSpaceLow: printedByDoctor,
      diskSpaceUnknown: printedByDoctor,
      backupRecent: printedByDoctor,
      backupNone: printedByDoctor,
      backupFolderUnreadable: printedByDoctor,
      backupStale: printedByDoctor,
      doctorNoAnswer: printedByDoctor,
      doctorCheckCrashed: printedByDoctor,
      doctorAllWell: printedByDoctor,
      doctorSomethingWrong: printedByDoctor,
      placesMatch: printedByDoctor,
      placesDrift: printedByDoctor,
      placeRepaired: printedByDoctor,
      placesRepaired: printedByDoctor,
    },
    "availability-places": {
      placeFreedAtZero: {
        api: { not: "the server's log line when a window's count had drifted; place-drift.test.ts reads it" },
        screen: { not: "a log line for whoever runs the server, never shown on a page" },
      },
    },
  },
  notMessages: {
    backup: [
      "backupFilePattern",
      "backupKeepDefault",
      "backupKeepMax",
      "backupStaleAfterHours",
      "backupSteps",
      "backupTimeoutSeconds",
      "parseBackupTimeout",
    ],
    "availability-places": ["liveStatuses", "isLive"],
    doctor: [
      "doctorBackupMaxAgeHours",
      "doctorBackupPattern",
      "doctorChecks",
      "doctorDriftShown",
      "doctorLine",
      "doctorMinFreeBytes",
      "doctorMinFreePercent",
      "doctorSize",
      "doctorTimeoutMs",
    ],
    operations: ["outboxStuckAfterMinutes", "sqliteNodeApiVersion"],
  },
};
