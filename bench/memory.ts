// `npx tsx bench/memory.ts [--runs N] [--only sqlite|postgres] [--node-flag F]... [--env NAME=VALUE]...`:
// only the memory part of `npm run bench`, against the built product (`npm run build` first) started as
// the unit starts it. On each database, a fresh one with the demo content: 50 connections on `/`, then on
// `/api/services/get` and `/api/categories/get`, 10 s each (bench/start-memory.ts's load), then the
// bench's booking load (50 clients for 10 s). Prints the server's RSS after start and its peak in each
// phase, against the budget of 200 MB. PostgreSQL runs when TEST_DATABASE_URL names a server, on a
// database of its own that is dropped afterwards. `--node-flag` and `--env` try a setting on top of the
// unit's, to compare before the unit takes it. Loopback only.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { createScratchPostgresDatabase } from "../src/server/test/scratch-postgres-database.ts";
import { bookingLoad } from "./lib/bookings.ts";
import { measure } from "./lib/http-load.ts";
import { rssMb, sampleRss, startProduct } from "./lib/server.ts";

const budgetMb = 200;
const load = { connections: 50, seconds: 10 };
const bookings = { clients: 50, seconds: 10 };
const rateLimitScale = 10_000;

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "1" },
    only: { type: "string" },
    "node-flag": { type: "string", multiple: true, default: [] },
    env: { type: "string", multiple: true, default: [] },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error("--runs takes 1 to 20");
if (values.only && values.only !== "sqlite" && values.only !== "postgres")
  throw new Error("--only takes sqlite or postgres");
const trial = {
  nodeFlags: values["node-flag"],
  env: Object.fromEntries(
    values.env.map((setting) => {
      const [name, ...value] = setting.split("=");
      if (!name || value.length === 0) throw new Error(`--env takes NAME=VALUE, not ${setting}`);
      return [name, value.join("=")];
    }),
  ),
};

type Phase = { name: string; peakMb: number; cpuMsPerRequest?: number | null };

async function measureOnce(databaseUrl: string): Promise<{ afterStartMb: number; phases: Phase[] }> {
  const server = await startProduct(databaseUrl, rateLimitScale, trial);
  try {
    const afterStartMb = rssMb(server.pid) ?? 0;
    const phases: Phase[] = [];
    const quiet = () => {};
    for (const target of ["/", "/api/services/get", "/api/categories/get"]) {
      const rss = sampleRss(server.pid, 50);
      const { cpuMsPerRequest } = await measure(
        target,
        server.url + target,
        { ...load, pid: server.pid },
        quiet,
      );
      phases.push({ name: target, peakMb: rss.stop() ?? 0, cpuMsPerRequest });
    }
    // The booking load's own peak, and then its check of every booking in the owner's export.
    const rss = sampleRss(server.pid, 50);
    const booked = await bookingLoad(server, "this database", bookings);
    phases.push({ name: "bookings", peakMb: booked.peakRssMb ?? 0 });
    phases.push({ name: "bookings with export", peakMb: rss.stop() ?? 0 });
    return { afterStartMb, phases };
  } finally {
    await server.stop();
  }
}

const databases: [string, () => Promise<{ url: string; drop(): Promise<void> }>][] = [];
if (values.only !== "postgres") {
  databases.push([
    "SQLite",
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sparkle-memory-"));
      return {
        url: `file:${path.join(dir, "site.db")}`,
        drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
      };
    },
  ]);
}
const postgresServer = process.env.TEST_DATABASE_URL;
if (values.only !== "sqlite" && postgresServer) {
  databases.push(["PostgreSQL", () => createScratchPostgresDatabase(postgresServer, "sparkle_memory")]);
}
if (databases.length === 0) throw new Error("no database to measure: set TEST_DATABASE_URL for PostgreSQL");

const flags = [...trial.nodeFlags, ...Object.entries(trial.env).map(([name, value]) => `${name}=${value}`)];
console.log(`Node ${process.version}${flags.length ? `, trying ${flags.join(" ")}` : ""}`);
let over = false;
for (const [name, create] of databases) {
  for (let run = 1; run <= runs; run++) {
    const database = await create();
    try {
      const { afterStartMb, phases } = await measureOnce(database.url);
      const peakMb = Math.max(...phases.map((phase) => phase.peakMb));
      over ||= peakMb >= budgetMb;
      console.log(
        `${name} run ${run}: ${afterStartMb.toFixed(0)} MB after start; ` +
          phases
            .map(
              (phase) =>
                `${phase.name} ${phase.peakMb.toFixed(0)}` +
                (phase.cpuMsPerRequest ? ` (${phase.cpuMsPerRequest} ms CPU/request)` : ""),
            )
            .join(", ") +
          `; peak ${peakMb.toFixed(0)} MB (budget ${budgetMb} MB): ${peakMb < budgetMb ? "meets" : "over"}`,
      );
    } finally {
      await database.drop();
    }
  }
}
if (over) process.exitCode = 1;
