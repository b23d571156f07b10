// CI: the production set alone, in an empty folder. Makes the release from the finished build, installs it
// with `npm install --omit=dev`, starts the built server there with plain node, books through it, runs the
// admin and backup commands, and prints the install's size beside the full development install's. Where
// MACHINE_NODE names another node than the one running this check (CI runs on Node 24, the machine's own
// may be older, decision 050), the release is started on that node too: on SQLite where that Node can load
// its driver, else it must refuse SQLite clearly, and it is started and booked through on PostgreSQL when
// TEST_DATABASE_URL names a server.
import { execFileSync, spawn, spawnSync, type ExecFileSyncOptions } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sqliteNeedsNewerNode, sqliteNodeApiVersion } from "../src/shared/rules/operations.ts";
import type { Service } from "../src/shared/schemas/service.ts";
import { bookingPayload, openDayAhead } from "../src/server/test/booking-fixtures.ts";
import { createScratchPostgresDatabase } from "../src/server/test/scratch-postgres-database.ts";
import {
  freePort,
  stopServer,
  waitUntilHealthy,
  watchServer,
  type ServerProcess,
} from "../src/server/test/server-process.ts";
import { productionRuntime } from "./production-runtime.mjs";

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

const servers: ServerProcess[] = [];

/** The released server on `node`, as the systemd unit starts it: its environment and node flags. */
async function startReleased(node: string, name: string, environment: NodeJS.ProcessEnv): Promise<string> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const runtime = productionRuntime();
  const child = spawn(node, [...runtime.nodeFlags, "build/app/main.js"], {
    cwd: release,
    env: { ...environment, ...runtime.env, PORT: String(port), PUBLIC_URL: url },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const server = watchServer(name, child, port);
  servers.push(server);
  await waitUntilHealthy(server, 30_000);
  return url;
}

/** Books the first priced service and reads the booking back and the home page: the site works. */
async function bookThrough(url: string, customerName: string): Promise<string> {
  const services = (await json<Service[]>(`${url}/api/services/get`)).body;
  const service = services.find((candidate) => typeof candidate.price === "number");
  if (!service) throw new Error("the demo catalogue has no priced service");
  const created = await json<{ bookingId: string }>(`${url}/api/bookings/create`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(
      bookingPayload([service], {
        customerName,
        email: "production-install@example.ng",
        preferredDate: openDayAhead(1),
      }),
    ),
  });
  const status = (
    await json<{ status: string; name: string }>(`${url}/api/bookings/status/${created.body.bookingId}`)
  ).body;
  if (created.status !== 201 || status.status !== "pending" || status.name !== customerName.split(" ")[0]) {
    throw new Error(`the booking was not stored: ${JSON.stringify(status)}`);
  }
  const home = await fetch(url);
  if (!home.ok || !(await home.text()).includes("<html"))
    throw new Error(`the home page answered ${home.status}`);
  return created.body.bookingId;
}

/**
 * The machine's own node, when it is another version than this one. From Node.js 22.14 the release starts
 * and books there too; an older Node cannot load the SQLite driver (docs/decisions/050), and the server
 * must then refuse to start with a message that says what to install, not crash.
 */
async function smokeOnMachineNode(environment: NodeJS.ProcessEnv): Promise<string> {
  const machineNode = process.env.MACHINE_NODE?.trim();
  if (!machineNode) return "";
  const [version = "", napi = "0"] = run(machineNode, ["-p", "process.version + ' ' + process.versions.napi"])
    .trim()
    .split(" ");
  if (version === process.version) return "";
  const name = `the released server on Node ${version}`;
  if (Number(napi) >= sqliteNodeApiVersion) {
    await bookThrough(await startReleased(machineNode, name, environment), "Machine Node");
    return ` Started and booked on the machine's Node ${version} too.`;
  }
  const refused = spawnSync(machineNode, ["build/app/main.js"], {
    cwd: release,
    env: { ...environment, PUBLIC_URL: "http://127.0.0.1", PORT: "0" },
    encoding: "utf8",
    timeout: 30_000,
  });
  if (refused.status !== 1 || !refused.stderr.includes(sqliteNeedsNewerNode(version))) {
    throw new Error(`${name} did not refuse SQLite clearly (exit ${refused.status}):\n${refused.stderr}`);
  }
  const refusal = ` On the machine's Node ${version} the server refuses SQLite with: ${sqliteNeedsNewerNode(version)}`;
  // PostgreSQL needs no native driver: there the release starts and books on the older Node, as a
  // development machine with nothing newer would run it.
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return refusal;
  const database = await createScratchPostgresDatabase(serverUrl, "sparkle_machine_node");
  try {
    const url = await startReleased(machineNode, `${name} on PostgreSQL`, {
      ...environment,
      DATABASE_URL: database.url,
    });
    await bookThrough(url, "Machine Node");
    await stopServer(servers.at(-1)!);
  } finally {
    await database.drop();
  }
  return `${refusal} On PostgreSQL it started and booked there too.`;
}

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

  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    DATABASE_URL: `file:${path.join(work, "site.db")}`,
    SEED_DEMO: "1",
    LOG_LEVEL: "warn",
  };
  delete environment.TEST_DATABASE_URL;
  const url = await startReleased("node", `the released server on Node ${process.version}`, environment);
  const bookingId = await bookThrough(url, "Production Install");

  const commandEnvironment = { ...environment, PUBLIC_URL: url, ADMIN_PASSWORD: "production-install-1" };
  run("npm", ["run", "--silent", "admin", "--", "create", "ops@example.ng"], {
    cwd: release,
    env: commandEnvironment,
  });
  run("npm", ["run", "--silent", "backup", "--", path.join(work, "copy.db")], {
    cwd: release,
    env: commandEnvironment,
  });
  if (fs.statSync(path.join(work, "copy.db")).size === 0) throw new Error("the backup is empty");
  await stopServer(servers[0]!);
  const machineNote = await smokeOnMachineNode(environment);

  const lean = megabytes(path.join(release, "node_modules"));
  const full = megabytes(path.join(root, "node_modules"));
  console.log(
    `Production install on Node ${process.version}: ${lean} MB in ${packages(path.join(release, "node_modules"))} ` +
      `packages (installed in ${installSeconds} s), against ${full} MB in ${packages(path.join(root, "node_modules"))} ` +
      `for the development install. Booked ${bookingId}; home page, admin and backup commands ran.${machineNote}`,
  );
} catch (error) {
  console.error(`Production install check failed: ${(error as Error).message}`);
  for (const server of servers) {
    if (server.output()) console.error(`${server.name} printed:\n${server.output()}`);
  }
  process.exitCode = 1;
} finally {
  for (const server of servers) await stopServer(server);
  fs.rmSync(work, { recursive: true, force: true });
}
