// npm run admin -- create <email> | reset-password <email>
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { deleteOtherSessions } from "../modules/user/session.repository.ts";
import { findUserByEmail } from "../modules/user/user.repository.ts";
import { createAdmin, randomPassword, setPassword } from "../modules/user/user.service.ts";

const usage = "Usage: npm run admin -- create <email>\n       npm run admin -- reset-password <email>";

async function run(): Promise<number> {
  const [command, emailArgument] = process.argv.slice(2);
  const email = emailArgument?.trim().toLowerCase();
  if (!command || !email || !["create", "reset-password"].includes(command) || !email.includes("@")) {
    console.error(usage);
    return 2;
  }
  const database = openDatabase(loadConfig().databaseUrl);
  try {
    await migrateToLatest(database.db);
    const existing = await findUserByEmail(database.db, email);
    const password = process.env.ADMIN_PASSWORD || randomPassword();
    if (command === "create") {
      if (existing) {
        console.error(`An admin with the email ${email} already exists. Use reset-password instead.`);
        return 1;
      }
      // The command line makes owners: it is how the first owner, or a locked-out one, gets in.
      await createAdmin(database.db, { email, password, role: "owner" });
      console.log(`Owner ${email} created.`);
    } else {
      if (!existing) {
        console.error(`No admin has the email ${email}.`);
        return 1;
      }
      await setPassword(database.db, existing.id, password);
      await deleteOtherSessions(database.db, existing.id);
      console.log(`Password of ${email} reset; every session of that admin was ended.`);
    }
    if (!process.env.ADMIN_PASSWORD)
      console.log(`Password: ${password}\n(shown once: keep it safe, change it under Profile)`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await run();
