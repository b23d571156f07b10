// Slow clients cannot take the site down: half-sent bodies and trickled headers are dropped within the
// timeouts, one address cannot hold more than its share of connections, and the site keeps answering
// everyone else quickly meanwhile. Timeouts are shortened through the environment to keep this fast.
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordFigures } from "./figures.ts";
import { rawGet } from "./raw-http.ts";
import {
  freePort,
  sleep,
  startServer,
  stopServer,
  waitUntilHealthy,
  type ServerProcess,
} from "./server-process.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";
import { ensureWebBuild } from "./web-build.ts";

const idleMs = 1500;
const headersMs = 1500;
const requestMs = 3000;
const perAddress = 50;
/** Another loopback address, so that the slow clients and the visitor are told apart as on the internet. */
const attacker = "127.0.0.2";

let database: TestDatabase;
let server: ServerProcess;
const sockets: net.Socket[] = [];

beforeAll(async () => {
  await ensureWebBuild();
  database = await createTestDatabase();
  server = startServer("server", await freePort(), {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    WEB_APP: "build",
    SEED_DEMO: "1",
    DATABASE_URL: database.url,
    LOG_LEVEL: "warn",
    IDLE_TIMEOUT_MS: String(idleMs),
    HEADERS_TIMEOUT_MS: String(headersMs),
    REQUEST_TIMEOUT_MS: String(requestMs),
    MAX_CONNECTIONS_PER_ADDRESS: String(perAddress),
  });
  await waitUntilHealthy(server);
  expect((await rawGet(server.port, "/")).status).toBe(200); // The first render, out of the timings.
}, 300_000);

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  if (server) await stopServer(server);
  await database?.drop();
});

type Slow = { socket: net.Socket; closed: Promise<number> };

/** A connection that sends `start`, then (if `trickle`) one more byte every 300 ms, and never finishes. */
function slowClient(
  start: string,
  { trickle = false, localAddress }: { trickle?: boolean; localAddress?: string } = {},
): Slow {
  const opened = Date.now();
  const socket = net.connect({ host: "127.0.0.1", port: server.port, localAddress });
  sockets.push(socket);
  socket.on("error", () => {});
  socket.resume();
  socket.once("connect", () => socket.write(start));
  const timer = trickle ? setInterval(() => socket.writable && socket.write("a"), 300) : undefined;
  const closed = new Promise<number>((resolve) =>
    socket.once("close", () => {
      clearInterval(timer);
      resolve(Date.now() - opened);
    }),
  );
  return { socket, closed };
}

const halfBody = (host: string) =>
  `POST /api/contact/send-message HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\n` +
  `Content-Length: 10000\r\n\r\n{"name":"Ad`;
const halfHeaders = (host: string) => `GET / HTTP/1.1\r\nHost: ${host}\r\nX-Slow: `;

/** Resolves with how long the server took to close the connection, or rejects after `limitMs`. */
function closedWithin(slow: Slow, limitMs: number): Promise<number> {
  return Promise.race([
    slow.closed,
    sleep(limitMs).then(() => Promise.reject(new Error(`still open after ${limitMs} ms`))),
  ]);
}

describe("slow clients", () => {
  it("drops a half-sent body, trickled headers and a trickled body within the timeouts", async () => {
    const host = `127.0.0.1:${server.port}`;
    const stalledBody = slowClient(halfBody(host));
    const trickledHeaders = slowClient(halfHeaders(host), { trickle: true });
    const trickledBody = slowClient(halfBody(host), { trickle: true });
    const [body, headers, trickled] = await Promise.all([
      closedWithin(stalledBody, idleMs + 2500),
      closedWithin(trickledHeaders, headersMs + 2500),
      closedWithin(trickledBody, requestMs + 2500),
    ]);
    console.log(
      `slow clients: stalled body closed after ${body} ms, trickled headers ${headers} ms, trickled body ${trickled} ms`,
    );
    recordFigures("slow-clients-timeouts", {
      idleMs,
      stalledBodyMs: body,
      trickledHeadersMs: headers,
      trickledBodyMs: trickled,
    });
    expect(body).toBeGreaterThanOrEqual(idleMs - 200);
    expect(headers).toBeGreaterThanOrEqual(headersMs - 200);
    expect(trickled).toBeGreaterThanOrEqual(requestMs - 200);
  });

  it(
    "keeps answering quickly while one address holds 200 slow connections",
    { timeout: 30_000 },
    async () => {
      const host = `127.0.0.1:${server.port}`;
      const slow = Array.from({ length: 200 }, (_, index) =>
        index % 2
          ? slowClient(halfBody(host), { localAddress: attacker })
          : slowClient(halfHeaders(host), { trickle: true, localAddress: attacker }),
      );
      await sleep(500);
      // Beyond the cap, the extra connections were closed at once.
      const stillOpen = slow.filter(({ socket }) => !socket.destroyed && !socket.readableEnded).length;
      console.log(`slow clients: ${stillOpen} of 200 connections from one address still open after 500 ms`);
      expect(stillOpen).toBeLessThanOrEqual(perAddress);

      const answeredMs: Record<string, number> = {};
      for (const path of ["/", "/api/health", "/services"]) {
        const answer = await rawGet(server.port, path, host, 5000);
        expect(answer.status, path).toBe(200);
        console.log(`slow clients: ${path} answered a fresh connection in ${answer.ms} ms`);
        answeredMs[path] = answer.ms;
        expect(answer.ms, `${path} took ${answer.ms} ms`).toBeLessThan(1000);
      }
      // Every slow connection is gone within the timeouts; the address may connect again afterwards.
      const closedAfter = await Promise.all(slow.map((client) => closedWithin(client, requestMs + 3000)));
      console.log(`slow clients: the last of 200 closed after ${Math.max(...closedAfter)} ms`);
      recordFigures("slow-clients-load", {
        connections: 200,
        stillOpen,
        answeredMs,
        lastClosedMs: Math.max(...closedAfter),
      });
      const again = await rawGet(server.port, "/api/health", host);
      expect(again.status).toBe(200);
    },
  );
});
