// CI: the production set alone, in an empty folder. Makes the release from the finished build, installs it
// with `npm install --omit=dev`, starts the built server there with plain node, books through it, runs the
// admin and backup commands, and prints the install's size beside the full development install's.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { productionRuntime } from "./production-runtime.mjs";

const root = path.resolve(import.meta.dirname, "..");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "sparkle-production-"));
const release = path.join(work, "release");

function run(command, args, options = {}) {
  return execFileSync(command, args, { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], ...options });
}
const megabytes = (folder) => Number(run("du", ["-sm", folder]).split("\t")[0]);
/** Every package npm placed in the folder, from the record npm keeps of what it installed. */
const packages = (folder) =>
  Object.keys(JSON.parse(fs.readFileSync(path.join(folder, ".package-lock.json"), "utf8")).packages).length;

async function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, server) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server did not answer /api/health within 30 s");
}

async function json(url, init) {
  const response = await fetch(url, init);
  const body = await response.json();
  if (!response.ok)
    throw new Error(`${init?.method ?? "GET"} ${url}: ${response.status} ${JSON.stringify(body)}`);
  return { status: response.status, body };
}

let server;
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
  const environment = {
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
  server = spawn("node", [...runtime.nodeFlags, "build/app/main.js"], {
    cwd: release,
    env: environment,
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForHealth(url, server);

  const services = (await json(`${url}/api/services/get`)).body;
  const service = services.find((candidate) => typeof candidate.price === "number");
  if (!service) throw new Error("the demo catalogue has no priced service");
  const created = await json(`${url}/api/bookings/create`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      customerName: "Production Install",
      email: "production-install@example.ng",
      phone: "+234 803 555 0100",
      address: "1 Marina, Lagos Island",
      services: [{ _id: service._id, name: service.name, price: service.price }],
      totalPrice: service.price,
    }),
  });
  const status = (await json(`${url}/api/bookings/status/${created.body.bookingId}`)).body;
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
  console.error(`Production install check failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  server?.kill("SIGTERM");
  await new Promise((resolve) =>
    server && server.exitCode === null ? server.once("exit", resolve) : resolve(),
  );
  fs.rmSync(work, { recursive: true, force: true });
}
