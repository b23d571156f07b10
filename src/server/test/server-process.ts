import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { projectRoot } from "../lib/project-root.ts";

export type ServerProcess = {
  name: string;
  child: ChildProcess;
  port: number;
  url: string;
  /** Everything the process printed, for the failure message of a test. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
};

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real server (src/server/main.ts) as its own process. It runs under Node with tsx's loader
 * rather than through `npx tsx`, so that the pid we hold is the server itself: SIGTERM reaches it directly
 * and afterAll kills exactly what it started.
 */
export function startServer(
  name: string,
  port: number,
  env: Record<string, string>,
  /** A command to run the server under (a tracer); then the pid held is that command's. */
  under: string[] = [],
): ServerProcess {
  const server = [process.execPath, "--import", "tsx", "src/server/main.ts"];
  const [command, ...args] = [...under, ...server] as [string, ...string[]];
  const child = spawn(command, args, {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      // Production needs the site's own address; "" in `env` leaves it unset.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return watchServer(name, child, port);
}

/** A server process started elsewhere (its output piped), held as the helpers here hold their own. */
export function watchServer(name: string, child: ChildProcess, port: number): ServerProcess {
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { name, child, port, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Waits until the server answers its health check; fails early if it exits, and after `timeoutMs`. */
export async function waitUntilHealthy(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(
        `${server.name} exited (${server.child.exitCode}) before it was healthy:\n${server.output()}`,
      );
    }
    try {
      const response = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`${server.name} was not healthy within ${timeoutMs} ms:\n${server.output()}`);
}

/** Ends a process this test started: SIGTERM, then SIGKILL if it has not gone within `graceMs`. */
export async function stopServer(server: ServerProcess, graceMs = 5000): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  child.kill("SIGTERM");
  const ended = await Promise.race([server.exited.then(() => true), sleep(graceMs).then(() => false)]);
  if (!ended && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
}

/** True when a new TCP connection to the port is refused (the server stopped accepting). */
export function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    const timer = setTimeout(() => finish(false), 1000);
    const finish = (refused: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(refused);
    };
    socket.once("connect", () => finish(false));
    socket.once("error", (error: NodeJS.ErrnoException) => finish(error.code === "ECONNREFUSED"));
  });
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
