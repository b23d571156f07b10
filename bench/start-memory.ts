// `npx tsx bench/start-memory.ts [DATABASE_URL]`: the server as `npm start` runs it, under bounded load on
// loopback (50 connections on the home page, then on the catalogue API, 10 s each), and its peak resident
// memory against the budget of 200 MB. SQLite in a temporary folder unless a PostgreSQL URL is given
// (its tables are used as they are: give it a database of its own).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { measure } from "./lib/http-load.ts";
import { projectRoot, rssMb, sampleRss } from "./lib/server.ts";
import {
  freePort,
  sleep,
  stopServer,
  waitUntilHealthy,
  watchServer,
} from "../src/server/test/server-process.ts";

const budgetMb = 200;
const load = { connections: 50, seconds: 10 };

/** The pid of the node process running the built server among `pid`'s descendants (npm, sh, start.mjs). */
function serverPid(pid: number): number | null {
  const children = fs
    .readdirSync(`/proc/${pid}/task`)
    .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(" "))
    .filter(Boolean)
    .map(Number);
  for (const child of children) {
    const command = fs.readFileSync(`/proc/${child}/cmdline`, "utf8");
    if (command.includes("build/app/main.js")) return child;
    const found = serverPid(child);
    if (found) return found;
  }
  return null;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sparkle-start-memory-"));
const databaseUrl = process.argv[2] ?? `file:${path.join(dataDir, "site.db")}`;
const port = await freePort();
const npmStart = spawn("npm", ["start", "--silent"], {
  cwd: projectRoot,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl,
    SEED_DEMO: "1",
    ADMIN_EMAIL: "memory@example.ng",
    ADMIN_PASSWORD: "memory bench 2026",
    LOG_LEVEL: "warn",
    // The load comes from one address: the per-address limits would answer it with 429s.
    RATE_LIMIT_SCALE: "1000",
  },
  stdio: ["ignore", "pipe", "pipe"],
  detached: true,
});
const started = watchServer("npm start", npmStart, port);
try {
  await waitUntilHealthy(started, 180_000);
  let pid = serverPid(npmStart.pid!);
  for (let tries = 0; !pid && tries < 20; tries++) {
    await sleep(100);
    pid = serverPid(npmStart.pid!);
  }
  if (!pid) throw new Error("the server's process was not found under npm start");
  const flags = fs
    .readFileSync(`/proc/${pid}/cmdline`, "utf8")
    .split("\0")
    .filter((arg) => arg.startsWith("--"));
  const malloc = fs
    .readFileSync(`/proc/${pid}/environ`, "utf8")
    .split("\0")
    .filter((setting) => setting.startsWith("MALLOC_"));
  console.log(
    `npm start on ${databaseUrl.split(":")[0]}: server pid ${pid}, flags ${flags.join(" ") || "none"}, ` +
      `${malloc.join(" ") || "no malloc settings"}, RSS ${rssMb(pid)?.toFixed(0)} MB after start`,
  );
  const peak = sampleRss(pid, 100);
  for (const target of ["/", "/api/services/get", "/api/categories/get"]) {
    const result = await measure(target, started.url + target, { ...load, pid }, () => {});
    console.log(
      `  ${target}: ${result.requestsPerSecond.toFixed(0)} req/s, ${result.non2xx} non-2xx, ${result.errors} errors`,
    );
  }
  const peakMb = peak.stop() ?? 0;
  console.log(
    `  peak RSS ${peakMb.toFixed(0)} MB (budget ${budgetMb} MB): ${peakMb < budgetMb ? "meets" : "over"}`,
  );
  if (peakMb >= budgetMb) process.exitCode = 1;
} finally {
  // npm, its shell, start.mjs and the server form one process group: SIGTERM to all of them.
  if (npmStart.pid) process.kill(-npmStart.pid, "SIGTERM");
  await stopServer(started, 10_000);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
