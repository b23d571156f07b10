import autocannon from "autocannon";
import { cpuMs } from "./server.ts";

export type LoadResult = {
  name: string;
  url: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /**
   * Server CPU time per answered request (user + system, from /proc): steadier than requests per
   * second on a machine that other work shares.
   */
  cpuMsPerRequest: number | null;
  /** Requests per second as a share of the bare Fastify route's. */
  ratioToBare?: number;
};

// What a browser sends: compressed answers, so the figures include compression.
export const browserHeaders = { "accept-encoding": "gzip, deflate, br", accept: "*/*" };

/** Fixed-time load on one URL over loopback. */
export async function measure(
  name: string,
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string>; pid?: number },
  log: (line: string) => void = console.log,
): Promise<LoadResult> {
  const cpuBefore = options.pid ? cpuMs(options.pid) : null;
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: { ...browserHeaders, ...options.headers },
  });
  const measured: LoadResult = {
    name,
    url,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuMsPerRequest: null,
  };
  const cpuAfter = options.pid ? cpuMs(options.pid) : null;
  if (cpuBefore !== null && cpuAfter !== null && result.requests.total > 0) {
    measured.cpuMsPerRequest = Math.round(((cpuAfter - cpuBefore) / result.requests.total) * 1000) / 1000;
  }
  log(
    `  load ${name}: ${measured.requestsPerSecond} req/s, p99 ${measured.p99Ms} ms, ${measured.cpuMsPerRequest} ms CPU/request`,
  );
  return measured;
}

/** Whether the home page is served from the page cache (a repeat answers with the same ETag, or 304). */
export async function checkPageCache(url: string): Promise<string> {
  const first = await fetch(`${url}/`, { headers: browserHeaders });
  await first.arrayBuffer();
  const etag = first.headers.get("etag");
  if (first.status !== 200 || !etag) return `not cached (status ${first.status}, no ETag)`;
  const again = await fetch(`${url}/`, { headers: { ...browserHeaders, "if-none-match": etag } });
  await again.arrayBuffer();
  return again.status === 304
    ? `cached (ETag ${etag}, revalidation answers 304)`
    : `ETag set but repeat was ${again.status}`;
}
