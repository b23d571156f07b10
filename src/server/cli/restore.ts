// npm run restore -- <file> [--force]: checks the backup, then puts it in place of the database.
import { loadConfig } from "../config.ts";
import { BackupError, restoreDatabase } from "../db/backup.ts";

const args = process.argv.slice(2);
const force = args.includes("--force");
const [file] = args.filter((arg) => arg !== "--force");
if (!file) {
  console.error(
    "Usage: npm run restore -- <file> [--force]\n(stop the site first; --force replaces an existing database)",
  );
  process.exit(2);
}
try {
  await restoreDatabase(loadConfig().databaseUrl, file, { force });
  console.log(`Restored ${file}. Start the site again.`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
