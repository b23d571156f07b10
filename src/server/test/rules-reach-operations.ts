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

export const operationsReach: ReachTable = {
  messages: {
    operations: {
      healthDatabaseUnavailable: apiOnly(readByMachines),
      healthOutboxStuck: apiOnly(readByMachines),
      metricsNotAllowed: apiOnly(readByMachines),
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
    doctor: [
      "doctorBackupMaxAgeHours",
      "doctorBackupPattern",
      "doctorChecks",
      "doctorLine",
      "doctorMinFreeBytes",
      "doctorMinFreePercent",
      "doctorSize",
      "doctorTimeoutMs",
    ],
    operations: ["outboxStuckAfterMinutes"],
  },
};
