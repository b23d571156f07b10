import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { projectRoot } from "./server.ts";

// The WordPress peer: a stock WordPress on http://127.0.0.1:8088/ inside a network namespace that holds
// nothing but loopback, run by a script kept outside the repository that WORDPRESS_PEER names (it answers
// `up`, `status`, `down` and `exec CMD`). Clients reach it only through `exec CMD`.

export const peerUrl = "http://127.0.0.1:8088/";

export function peerScript(): string {
  const named = process.env.WORDPRESS_PEER;
  if (!named) throw new Error("Set WORDPRESS_PEER to the WordPress peer script to measure beside it.");
  return path.resolve(projectRoot, named);
}

type Ran = { code: number | null; stdout: string; stderr: string };

/** Runs a command with a time limit, keeping the tail of its output. */
export function run(command: string, args: string[], timeoutMs: number, echo = false): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: projectRoot, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout = (stdout + chunk.toString()).slice(-200_000)));
    child.stderr.on("data", (chunk: Buffer) => {
      if (echo) process.stderr.write(chunk);
      stderr = (stderr + chunk.toString()).slice(-20_000);
    });
    const timer = setTimeout(() => {
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 5_000).unref();
    }, timeoutMs);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/**
 * Makes sure the peer answers, bringing it up when it is down (about 2 minutes the first time).
 * Returns whether this run started it, so the bench can take it down again.
 */
export async function ensurePeerUp(): Promise<boolean> {
  const script = peerScript();
  if (!fs.existsSync(script)) {
    throw new Error(`No WordPress peer script at ${script}: set WORDPRESS_PEER to its path.`);
  }
  if ((await run(script, ["status"], 30_000)).code === 0) return false;
  console.log("Bringing up the WordPress peer (a few minutes the first time)...");
  const up = await run(script, ["up"], 15 * 60_000, true);
  if (up.code !== 0) throw new Error(`wordpress-peer.sh up failed (exit ${up.code}):\n${up.stderr}`);
  return true;
}

export async function peerDown(): Promise<void> {
  const down = await run(peerScript(), ["down"], 5 * 60_000);
  if (down.code !== 0) console.error(`wordpress-peer.sh down failed (exit ${down.code}):\n${down.stderr}`);
}

/**
 * One `bench/measure-page.ts` measurement, run inside the peer's namespace when `inPeer`, else on this
 * machine's loopback: the same client either way. Resolves with its JSON answer.
 */
export async function measurePage<T>(inPeer: boolean, args: string[], timeoutMs: number): Promise<T> {
  const client = [process.execPath, "--import", "tsx", path.join(projectRoot, "bench", "measure-page.ts")];
  const [command, ...rest] = inPeer ? [peerScript(), "exec", ...client] : client;
  const ran = await run(command as string, [...rest, ...args], timeoutMs);
  const line = ran.stdout.trim().split("\n").at(-1) ?? "";
  if (ran.code !== 0 || !line.startsWith("{")) {
    throw new Error(`measure-page ${args.join(" ")} failed (exit ${ran.code}):\n${ran.stderr.slice(-2000)}`);
  }
  return JSON.parse(line) as T;
}
