import { spawn, type ChildProcess } from "node:child_process";
import { projectRoot } from "../lib/project-root.ts";

export type ServerProcess = { url: string; child: ChildProcess; output: () => string };

/**
 * Starts the real server (src/server/main.ts through tsx) as a child process on a free loopback
 * port, and resolves once it listens. The caller ends it by its pid.
 */
export function startServerProcess(env: Record<string, string>, timeoutMs = 30_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      WEB_APP: "off",
      LOG_LEVEL: "info",
      SEED_DEMO: "0",
      ADMIN_EMAIL: "admin@example.ng",
      ADMIN_PASSWORD: "correct horse battery",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1]!, child, output: () => output });
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
}

/** Ends a started server and waits for it to be gone. */
export function stopServerProcess(
  server: ServerProcess | undefined,
  signal: NodeJS.Signals = "SIGTERM",
): Promise<void> {
  const child = server?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill(signal);
  });
}
