// `npm run bench`: builds (npm does), starts the built product on a fresh SQLite database with the
// demo content, measures it against the performance budget (decision 006), stops it, prints one
// table and writes the figures to bench/results/ (the keys are described in bench/lib/report.ts).
// `npm run bench -- --peer` first measures our home page against the stock WordPress peer's, side by
// side in the same run. `npm run bench -- --cpu-slowdown 8` runs Lighthouse (and the peer's) with a CPU
// eight times slower than the machine's, a budget Android, instead of Lighthouse's default 4. `npm run bench -- --data 100000` measures the dashboard on years of bookings
// instead (bench/data.ts). Loopback only; every step is bounded in time.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createScratchPostgresDatabase } from "../src/server/test/scratch-postgres-database.ts";
import {
  firstLoad,
  firstLoadBudgetBytes,
  homeRouteId,
  readManifest,
} from "../scripts/check-bundle-budget.ts";
import { categoryPath } from "../src/shared/slug.ts";
import { runDataBench } from "./data.ts";
import { bookingLoad, createOneBooking, type BookingLoadResult } from "./lib/bookings.ts";
import { comparePeer, type PeerComparison } from "./lib/compare.ts";
import { browserHeaders, checkPageCache, measure, type LoadResult } from "./lib/http-load.ts";
import { machineDescription } from "./lib/machine.ts";
import { defaultCpuSlowdown, runLighthouse, type PageResult } from "./lib/lighthouse.ts";
import { runSlowNetworkLoads, type SlowLoadResult } from "./lib/slow-network.ts";
import { ensurePeerUp, peerDown } from "./lib/peer.ts";
import {
  bookingRows,
  formatPeerTable,
  formatTable,
  lighthouseRows,
  loadRows,
  slowNetworkRows,
  type Row,
} from "./lib/report.ts";
import {
  projectRoot,
  rssMb,
  sampleRss,
  startBareFastify,
  startProduct,
  type RunningServer,
} from "./lib/server.ts";

// High enough that no limit answers 429 during the load (the product's limits are per address, and
// every request here comes from 127.0.0.1); the limits themselves are proven by the API tests.
const rateLimitScale = 10_000;
const load = { connections: 50, seconds: 5 };
const bookingClients = 50;
const bookingSeconds = 10;
// `npm run bench -- --no-lighthouse`: only the server-side figures (a quick check of a change).
const withLighthouse = !process.argv.includes("--no-lighthouse");
// `npm run bench -- --peer`: our home page against the WordPress peer's, alternating, median of 3.
const withPeer = process.argv.includes("--peer");
const peerRuns = 3;
// `npm run bench -- --cpu-slowdown 8`: Lighthouse's simulated CPU slowdown (its default: 4).
const cpuSlowdownFlag = process.argv.indexOf("--cpu-slowdown");
const cpuSlowdown = cpuSlowdownFlag === -1 ? defaultCpuSlowdown : Number(process.argv[cpuSlowdownFlag + 1]);
if (!(cpuSlowdown >= 1 && cpuSlowdown <= 20))
  throw new Error("--cpu-slowdown takes a factor from 1 to 20 (Lighthouse's default is 4)");

async function main(): Promise<void> {
  const startedAt = new Date();
  const buildDir = path.join(projectRoot, "build");
  const rows: Row[] = [];

  // 1. JavaScript the home page loads first.
  const { manifest } = readManifest(buildDir);
  const homeJs = firstLoad(buildDir, homeRouteId(manifest));
  rows.push({
    measure: "First-load JavaScript of / (gzip)",
    figure: `${(homeJs.gzipBytes / 1024).toFixed(1)} KB in ${homeJs.files.length} files${
      homeJs.adminModules.length ? `, admin code: ${homeJs.adminModules.join(", ")}` : ""
    }`,
    goal: `≤ ${firstLoadBudgetBytes / 1024} KB, no admin code`,
    meets: homeJs.gzipBytes <= firstLoadBudgetBytes && homeJs.adminModules.length === 0,
  });

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sparkle-bench-"));
  let product: RunningServer | undefined;
  const pages: PageResult[] = [];
  const slowLoads: SlowLoadResult[] = [];
  const loads: LoadResult[] = [];
  const bookings: BookingLoadResult[] = [];
  let pageCache: string;
  let wholeRunRss: { stop(): number | null } | undefined;
  let peakRssMb: number | null;
  let peer: PeerComparison | null = null;
  // Brought up by this run (when it was down), so taken down again at the end.
  const peerStarted = withPeer ? await ensurePeerUp() : false;
  try {
    console.log("Starting the product on a fresh SQLite database...");
    product = await startProduct(`file:${path.join(dataDir, "site.db")}`, rateLimitScale);
    wholeRunRss = sampleRss(product.pid, 250);
    console.log(
      `  ${product.url} (pid ${product.pid}, RSS ${rssMb(product.pid)?.toFixed(0)} MB after start)`,
    );

    const categories = (await getJson(`${product.url}/api/categories/get`).catch(() => [])) as {
      name?: string | null;
      slug?: string | null;
    }[];
    const category = categories.find((c) => c.name);
    const paths = ["/", "/services", ...(category ? [categoryPath(category)] : []), "/our-works"];
    paths.push("/about-us", "/contact-us", "/check-booking-status");
    pageCache = await checkPageCache(product.url);

    // 1b. Our home page and the WordPress peer's, side by side, while our server is otherwise quiet.
    if (withPeer) {
      console.log(`Home page against the WordPress peer (alternating, ${peerRuns} runs each)...`);
      peer = await comparePeer(`${product.url}/`, { runs: peerRuns, cpuSlowdown, load });
    }

    // 2. Lighthouse, one page after another on a quiet server.
    if (withLighthouse) {
      console.log(`Lighthouse (mobile preset, ${cpuSlowdown}x CPU slowdown)...`);
      pages.push(...(await runLighthouse(product.url, paths, console.log, cpuSlowdown)));
      console.log("Slow 4G and 4x CPU for real (Chromium's network and CPU throttling)...");
      slowLoads.push(...(await runSlowNetworkLoads(product.url, paths)));
    }

    // 3. Throughput against a bare Fastify route measured in the same run.
    console.log(`Load: ${load.connections} connections, ${load.seconds} s each...`);
    const bare = await startBareFastify();
    try {
      loads.push(
        await measure("Bare Fastify route (ceiling)", `${bare.url}/bare`, { ...load, pid: bare.pid }),
      );
    } finally {
      await bare.stop();
    }
    const bookingId = await createOneBooking(product.url);
    const targets: [string, string][] = [
      ["GET /api/services/get", "/api/services/get"],
      ["GET /api/categories/get", "/api/categories/get"],
      ...(bookingId
        ? [["GET /api/bookings/status/:id", `/api/bookings/status/${bookingId}`] as [string, string]]
        : []),
      ["GET / (cached HTML)", "/"],
    ];
    for (const [name, target] of targets) {
      loads.push(await measure(name, product.url + target, { ...load, pid: product.pid }));
    }
    const ceiling = loads[0]?.requestsPerSecond ?? 0;
    for (const result of loads.slice(1))
      result.ratioToBare = ceiling ? result.requestsPerSecond / ceiling : 0;

    // 4. Booking creation on SQLite (synchronous=FULL), then on PostgreSQL when one is given.
    console.log(`Bookings: ${bookingClients} clients for ${bookingSeconds} s...`);
    bookings.push(await bookingLoad(product, "SQLite", { clients: bookingClients, seconds: bookingSeconds }));
  } finally {
    peakRssMb = wholeRunRss?.stop() ?? null;
    await product?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (peakRssMb) console.log(`  peak RSS over the whole SQLite run: ${peakRssMb.toFixed(0)} MB`);
    if (peerStarted) await peerDown();
  }
  if (process.env.TEST_DATABASE_URL) bookings.push(await postgresBookings(process.env.TEST_DATABASE_URL));

  rows.push(
    ...lighthouseRows(pages),
    ...slowNetworkRows(slowLoads),
    ...loadRows(loads),
    ...bookingRows(bookings),
    {
      measure: "Server peak RSS over the whole SQLite run",
      figure: peakRssMb === null ? "?" : `${peakRssMb.toFixed(0)} MB`,
      goal: "< 200 MB",
      meets: peakRssMb !== null && peakRssMb < 200,
    },
  );
  const machine = machineDescription();
  const table = formatTable(rows);
  const notes = [
    `Measured ${startedAt.toISOString()} on ${machine}.`,
    `Lighthouse: mobile preset with a ${cpuSlowdown}x CPU slowdown (its default is ${defaultCpuSlowdown}x).`,
    `Rate limits scaled by RATE_LIMIT_SCALE=${rateLimitScale} so they do not distort the load figures.`,
    `HTTP load sends browser headers (${browserHeaders["accept-encoding"]}), so compression is included.`,
    `Page cache on /: ${pageCache}.`,
  ];
  console.log(`\n${table}\n\n${notes.join("\n")}`);
  if (peer) {
    console.log(
      `\nHome page against the WordPress peer (median of ${peer.runs}, alternating, ${cpuSlowdown}x CPU):\n`,
    );
    console.log(formatPeerTable(peer, { homeJsBytes: homeJs.gzipBytes, peakRssMb }));
  }

  const resultsDir = path.join(projectRoot, "bench", "results");
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${startedAt.toISOString().slice(0, 16).replace(":", "")}Z.json`);
  const json = {
    startedAt,
    machine,
    rateLimitScale,
    cpuSlowdown,
    pageCache,
    firstLoadJs: homeJs,
    pages,
    slowLoads,
    loads,
    bookings,
    peakRssMb,
    peer,
    rows,
  };
  fs.writeFileSync(file, JSON.stringify(json, null, 2) + "\n");
  console.log(
    `\nWritten to ${path.relative(projectRoot, file)} in ${((Date.now() - +startedAt) / 1000).toFixed(0)} s.`,
  );
}

async function getJson(url: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  if (!response.ok)
    throw new Error(`${init?.method ?? "GET"} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The booking load on a PostgreSQL database of its own, dropped afterwards. */
async function postgresBookings(serverUrl: string): Promise<BookingLoadResult> {
  const database = await createScratchPostgresDatabase(serverUrl, "sparkle_bench");
  let server: RunningServer | undefined;
  try {
    console.log("Bookings on PostgreSQL...");
    server = await startProduct(database.url, rateLimitScale);
    return await bookingLoad(server, "PostgreSQL", { clients: bookingClients, seconds: bookingSeconds });
  } finally {
    await server?.stop();
    await database.drop();
  }
}

// `--data N`: N bookings (a whole number from 1,000 to 1,000,000).
const dataFlag = process.argv.indexOf("--data");
if (dataFlag !== -1) {
  const count = Number(process.argv[dataFlag + 1]);
  if (!Number.isInteger(count) || count < 1_000 || count > 1_000_000)
    throw new Error("--data takes a number of bookings from 1000 to 1000000");
  await runDataBench(count);
} else {
  await main();
}
