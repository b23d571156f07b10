import { buildApp } from "./app.ts";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { durabilityWarnings, openDatabase } from "./db/database.ts";
import { seedDemoContent } from "./modules/demo-data/seed.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { ensureAdmin, type BootstrapResult } from "./modules/user/user.service.ts";

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env, "serve");
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = openDatabase(config.databaseUrl);
  await migrateToLatest(database.db);
  for (const warning of await durabilityWarnings(database)) console.warn(warning);
  const bootstrap = await ensureAdmin(database.db, config);
  // Only into an empty catalogue: staff content is never touched.
  if (config.seedDemo && (await seedDemoContent(database.db))) console.log("  Demo content loaded.");
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    // Stops accepting, lets in-flight requests finish, then closes the database.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  printWelcome(config, database.dialect, bootstrap);
}

/** What a person starting the site needs; a first start's one-time password comes last, where it is seen. */
function printWelcome(config: Config, dialect: string, bootstrap: BootstrapResult): void {
  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  const lines = [``, `  Site:      ${url}`, `  Dashboard: ${url}/admin-auth-route  (database: ${dialect})`];
  if (!config.smtpUrl) lines.push(`  Mail is off (no SMTP_URL): bookings and messages are only stored.`);
  if (bootstrap.kind === "created-random") {
    lines.push(
      ``,
      `  An admin account was created. Sign in with:`,
      `    email:    ${bootstrap.email}`,
      `    password: ${bootstrap.password}`,
      `  This password is shown only once. Change it under Profile, or reset it with`,
      `    npm run admin -- reset-password ${bootstrap.email}`,
    );
  } else if (bootstrap.kind === "created-from-env") {
    lines.push(``, `  Admin ${bootstrap.email} created from ADMIN_EMAIL / ADMIN_PASSWORD.`);
  } else {
    lines.push(`  Sign in with your admin account (npm run admin -- reset-password <email> if it is lost).`);
  }
  console.log(lines.join("\n") + "\n");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
