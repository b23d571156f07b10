// npm run backup -- <file>: a consistent copy of the database, taken while the site runs.
import { loadConfig } from "../config.ts";
import { backupDatabase, BackupError } from "../db/backup.ts";

const [target] = process.argv.slice(2);
if (!target) {
  console.error("Usage: npm run backup -- <file>");
  process.exit(2);
}
try {
  await backupDatabase(loadConfig().databaseUrl, target);
  console.log(`Backup written to ${target}`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
