// CI: the production set alone, in an empty folder. Makes the release from the finished build, installs it
// with `npm install --omit=dev`, starts the built server there with plain node, books through it, runs the
// admin and backup commands, and prints the install's size beside the full development install's.
import { execFileSync, spawn, type ExecFileSyncOptions } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Service } from "../src/shared/schemas/service.ts";
import { bookingPayload } from "../src/server/test/booking-fixtures.ts";
import {
  freePort,
  stopServer,
  waitUntilHealthy,
  watchServer,
  type ServerProcess,
} from "../src/server/test/server-process.ts";
import { productionRuntime } from "./production-runtime.ts";

const root = path.resolve(import.meta.dirname, "..");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "sparkle-production-"));
const release = path.join(work, "release");

function run(command: string, args: string[], options: ExecFileSyncOptions = {}): string {
  return String(
    execFileSync(command, args, { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], ...options }),
  );
}
const megabytes = (folder: string) => Number(run("du", ["-sm", folder]).split("\t")[0]);
/** Every package npm placed in the folder, from the record npm keeps of what it installed. */
const packages = (folder: string) =>
  Object.keys(JSON.parse(fs.readFileSync(path.join(folder, ".package-lock.json"), "utf8")).packages).length;

async function json<T>(url: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const response = await fetch(url, init);
  const body = (await response.json()) as T;
  if (!response.ok)
    throw new Error(`${init?.method ?? "GET"} ${url}: ${response.status} ${JSON.stringify(body)}`);
  return { status: response.status, body };
}

let server: ServerProcess | undefined;
try {
  run("node", [path.join(root, "scripts/release.mjs"), release], { stdio: "inherit" });
  const started = Date.now();
  run("npm", ["install", "--omit=dev", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error"], {
    cwd: release,
    stdio: "inherit",
  });
  const installSeconds = ((Date.now() - started) / 1000).toFixed(0);
  for (const tool of ["tsx", "vite", "typescript", "esbuild", "@react-router/dev", "vitest", "playwright"]) {
    if (fs.existsSync(path.join(release, "node_modules", tool))) throw new Error(`${tool} was installed`);
  }

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: url,
    DATABASE_URL: `file:${path.join(work, "site.db")}`,
    SEED_DEMO: "1",
    LOG_LEVEL: "warn",
  };
  delete environment.TEST_DATABASE_URL;
  // As the systemd unit starts it: its environment and node flags.
  const runtime = productionRuntime();
  Object.assign(environment, runtime.env);
  const child = spawn("node", [...runtime.nodeFlags, "build/app/main.js"], {
    cwd: release,
    env: environment,
    stdio: ["ignore", "pipe", "pipe"],
  });
  server = watchServer("the released server", child, port);
  await waitUntilHealthy(server, 30_000);

  const services = (await json<Service[]>(`${url}/api/services/get`)).body;
  const service = services.find((candidate) => typeof candidate.price === "number");
  if (!service) throw new Error("the demo catalogue has no priced service");
  const created = await json<{ bookingId: string }>(`${url}/api/bookings/create`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(
      bookingPayload([service], {
        customerName: "Production Install",
        email: "production-install@example.ng",
      }),
    ),
  });
  const status = (
    await json<{ status: string; name: string }>(`${url}/api/bookings/status/${created.body.bookingId}`)
  ).body;
  if (created.status !== 201 || status.status !== "pending" || status.name !== "Production") {
    throw new Error(`the booking was not stored: ${JSON.stringify(status)}`);
  }
  const home = await fetch(url);
  if (!home.ok || !(await home.text()).includes("<html"))
    throw new Error(`the home page answered ${home.status}`);

  const commandEnvironment = { ...environment, ADMIN_PASSWORD: "production-install-1" };
  run("npm", ["run", "--silent", "admin", "--", "create", "ops@example.ng"], {
    cwd: release,
    env: commandEnvironment,
  });
  run("npm", ["run", "--silent", "backup", "--", path.join(work, "copy.db")], {
    cwd: release,
    env: commandEnvironment,
  });
  if (fs.statSync(path.join(work, "copy.db")).size === 0) throw new Error("the backup is empty");

  const lean = megabytes(path.join(release, "node_modules"));
  const full = megabytes(path.join(root, "node_modules"));
  console.log(
    `Production install: ${lean} MB in ${packages(path.join(release, "node_modules"))} packages ` +
      `(installed in ${installSeconds} s), against ${full} MB in ${packages(path.join(root, "node_modules"))} ` +
      `for the development install. Booked ${created.body.bookingId}; home page, admin and backup commands ran.`,
  );
} catch (error) {
  console.error(`Production install check failed: ${(error as Error).message}`);
  if (server?.output()) console.error(`The server printed:\n${server.output()}`);
  process.exitCode = 1;
} finally {
  if (server) await stopServer(server);
  fs.rmSync(work, { recursive: true, force: true });
}
