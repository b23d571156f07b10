// npm run backup -- <file> [--timeout <seconds>]: a consistent copy of the database, taken while the site runs.
import { parseArgs } from "node:util";
import { backupTimeoutInvalid } from "../../shared/rules/backup.ts";
import { loadConfig } from "../config.ts";
import { backupDatabase, BackupError } from "../db/backup.ts";

const usage = "Usage: npm run backup -- <file> [--timeout <seconds>]";
let target: string | undefined;
let timeoutSeconds: number | undefined;
try {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    options: { timeout: { type: "string" } },
    allowPositionals: true,
  });
  [target] = positionals;
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
if (!target) {
  console.error(usage);
  process.exit(2);
}
try {
  await backupDatabase(loadConfig().databaseUrl, target, { timeoutSeconds });
  console.log(`Backup written to ${target}`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
