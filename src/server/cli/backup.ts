// npm run backup -- <file> [--timeout <seconds>]: a consistent copy of the database, taken while the site runs.
// npm run backup -- --nightly [--timeout <seconds>]: the nightly backup into BACKUP_DIR (nightly-backup.ts).
import { parseArgs } from "node:util";
import { backupTimeoutInvalid } from "../../shared/rules/backup.ts";
import { ConfigError, loadConfig, type Config } from "../config.ts";
import { backupDatabase, BackupError } from "../db/backup.ts";
import { nightlyBackupCommand } from "./nightly-backup.ts";

const usage = "Usage: npm run backup -- <file> [--timeout <seconds>]\n   or: npm run backup -- --nightly";
let target: string | undefined;
let nightly = false;
let timeoutSeconds: number | undefined;
try {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    options: { timeout: { type: "string" }, nightly: { type: "boolean" } },
    allowPositionals: true,
  });
  [target] = positionals;
  nightly = values.nightly ?? false;
  if (values.timeout !== undefined) {
    timeoutSeconds = Number(values.timeout);
    if (!Number.isFinite(timeoutSeconds) || timeoutSeconds <= 0) {
      console.error(backupTimeoutInvalid);
      process.exit(2);
    }
  }
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
if (nightly === Boolean(target)) {
  console.error(usage);
  process.exit(2);
}
let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // A refused setting (BACKUP_KEEP=many): the list of what is wrong, never a stack trace.
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(2);
}
if (nightly) process.exit(await nightlyBackupCommand(config, { timeoutSeconds }));
try {
  await backupDatabase(config.databaseUrl, target!, { timeoutSeconds });
  console.log(`Backup written to ${target}`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
