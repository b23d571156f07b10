// npm run admin -- create <email> | reset-password <email> | doctor [--repair]
import { doctorCheckCrashed } from "../../shared/rules/doctor.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { deleteOtherSessions } from "../modules/user/session.repository.ts";
import { findUserByEmail } from "../modules/user/user.repository.ts";
import { createAdmin, randomPassword, setPassword } from "../modules/user/user.service.ts";
import { runDoctor } from "./doctor.ts";

const usage =
  "Usage: npm run admin -- create <email>\n       npm run admin -- reset-password <email>\n" +
  "       npm run admin -- doctor [--repair]";

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

/** Prints one line per check and exits 0 when all is well, 1 otherwise; never a stack trace. */
async function doctor(repair: boolean): Promise<never> {
  const print = (line: string) => console.log(line);
  const healthy = await runDoctor(process.env, print, { repair }).catch((error: unknown) => {
    console.log(doctorCheckCrashed("Doctor", String((error as Error)?.message ?? error)));
    return false;
  });
  // Exits rather than waits: a database or mail server that never answered may still hold a socket open.
  return new Promise<never>(() => process.stdout.write("", () => process.exit(healthy ? 0 : 1)));
}

// --repair: the one change the doctor makes, and only when asked (docs/decisions/042-one-slot-service.md).
if (process.argv[2] === "doctor") await doctor(process.argv.slice(3).includes("--repair"));
process.exitCode = await run();
