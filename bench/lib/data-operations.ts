// What the staff open every day, timed on a database of years of bookings: each operation repeated by
// `connections` signed-in clients at once for a few seconds, its median and 95th percentile kept.
import { benchAdmin } from "./server.ts";

export type OperationResult = {
  name: string;
  runs: number;
  medianMs: number;
  p95Ms: number;
  goalMs: number;
  /** Runs that got no whole answer (an error status, or the connection closed): timed, and shown. */
  failed: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

export async function signIn(url: string): Promise<string> {
  const login = await fetch(`${url}/api/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify(benchAdmin),
  });
  if (!login.ok) throw new Error(`admin sign-in failed: ${login.status} ${await login.text()}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Reads a whole answer; an answer that is not 2xx stops the bench, since its time would mean nothing. */
export async function read(url: string, cookie: string): Promise<{ body: string; headers: Headers }> {
  const response = await fetch(url, { headers: { cookie }, signal: AbortSignal.timeout(120_000) });
  const body = await response.text();
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${body.slice(0, 200)}`);
  return { body, headers: response.headers };
}

/** Runs `work` in `connections` loops for `seconds` (at least once each), timing every run. */
export async function timeOperation(
  name: string,
  goalMs: number,
  work: () => Promise<unknown>,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<OperationResult> {
  const times: number[] = [];
  let failed = 0;
  const end = Date.now() + seconds * 1000;
  const loop = async () => {
    do {
      const started = performance.now();
      // A failure is a figure too: a server too busy to read a request closes it (Node's header timeout).
      await work().catch((error: unknown) => {
        failed += 1;
        if (failed === 1) console.log(`  ${name}: first failure: ${String(error)}`);
      });
      times.push(performance.now() - started);
    } while (Date.now() < end);
  };
  await Promise.all(Array.from({ length: connections }, loop));
  times.sort((a, b) => a - b);
  const result = {
    name,
    runs: times.length,
    medianMs: percentile(times, 50),
    p95Ms: percentile(times, 95),
    goalMs,
    failed,
  };
  console.log(
    `  ${name}: median ${result.medianMs.toFixed(0)} ms, p95 ${result.p95Ms.toFixed(0)} ms (${result.runs} runs, ${failed} failed)`,
  );
  return result;
}
