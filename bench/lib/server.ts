import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { productionRuntime } from "../../scripts/production-runtime.mjs";
import { freePort } from "../../src/server/test/server-process.ts";

export const projectRoot = path.resolve(import.meta.dirname, "..", "..");
export const benchAdmin = { email: "bench-admin@example.ng", password: "bench password 2026" };

export type RunningServer = { url: string; pid: number; stop(): Promise<void> };

/**
 * The built product (build/app/main.js) in production mode on loopback, on the given database,
 * seeded with the demo content, with rate limits scaled out of the way of the load. `trial` adds node
 * flags and environment after the unit's (bench/memory.ts tries a setting with them before the unit
 * takes it).
 */
export async function startProduct(
  databaseUrl: string,
  rateLimitScale: number,
  trial: { nodeFlags?: string[]; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: "1",
    ADMIN_EMAIL: benchAdmin.email,
    ADMIN_PASSWORD: benchAdmin.password,
    LOG_LEVEL: "warn",
    RATE_LIMIT_SCALE: String(rateLimitScale),
  };
  for (const name of ["SMTP_URL", "REDIS_URL", "NOTIFY_EMAIL", "TRUST_PROXY", "WEB_APP"]) delete env[name];
  const runtime = productionRuntime();
  Object.assign(env, runtime.env, trial.env);
  const nodeFlags = [...runtime.nodeFlags, ...(trial.nodeFlags ?? [])];
  const child = spawn(process.execPath, [...nodeFlags, path.join(projectRoot, "build/app/main.js")], {
    cwd: projectRoot,
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  return started(child, `http://127.0.0.1:${port}`, "/api/health");
}

/** The ceiling: a bare Fastify route answering a small JSON list, in a process of its own. */
export async function startBareFastify(): Promise<RunningServer> {
  const port = await freePort();
  const source = `
    import Fastify from "fastify";
    const app = Fastify({ logger: false });
    const body = [{ _id: "1", name: "Deep cleaning", price: 25000 }];
    app.get("/bare", async () => body);
    await app.listen({ port: ${port}, host: "127.0.0.1" });
  `;
  const child = spawn(process.execPath, ["--input-type=module", "-e", source], {
    cwd: projectRoot,
    stdio: ["ignore", "ignore", "pipe"],
  });
  return started(child, `http://127.0.0.1:${port}`, "/bare");
}

async function started(child: ChildProcess, url: string, readyPath: string): Promise<RunningServer> {
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const server: RunningServer = {
    url,
    pid: child.pid as number,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${stderr}`);
    try {
      const response = await fetch(url + readyPath, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.stop();
  throw new Error(`server did not answer ${readyPath} within 60 s:\n${stderr}`);
}

/** Resident memory of a process in MB, from /proc (Linux); null elsewhere or once it has exited. */
export function rssMb(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux); null elsewhere. */
export function cpuMs(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ");
    if (!fields) return null;
    // utime and stime, in clock ticks of 10 ms on Linux.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** Samples a process's RSS every `intervalMs` until stopped; returns the peak in MB. */
export function sampleRss(pid: number, intervalMs = 100): { stop(): number | null } {
  let peak: number | null = rssMb(pid);
  const timer = setInterval(() => {
    const now = rssMb(pid);
    if (now !== null && (peak === null || now > peak)) peak = now;
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
