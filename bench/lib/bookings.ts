import { bookingTotal } from "../../src/shared/pricing.ts";
import { bookingPayload, openDayAhead } from "../../src/server/test/booking-fixtures.ts";
import { read, signIn } from "./data-operations.ts";
import { sampleRss, type RunningServer } from "./server.ts";

export type BookingLoadResult = {
  database: string;
  clients: number;
  seconds: number;
  created: number;
  bookingsPerSecond: number;
  errors: number;
  errorSamples: string[];
  p50Ms: number | null;
  p99Ms: number | null;
  /** Acknowledged (201) bookings found afterwards in the owner's export, and those missing. */
  found: number;
  missing: number;
  peakRssMb: number | null;
  skipped?: string;
};

type ServiceRecord = { _id: string; name: string; price: number };

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number)
    : null;

/**
 * `clients` customers booking back to back for `seconds`, with real services and the total the
 * dialog would show; then every acknowledged booking is looked up through the admin API.
 */
export async function bookingLoad(
  server: RunningServer,
  database: string,
  options: { clients: number; seconds: number },
): Promise<BookingLoadResult> {
  const base: BookingLoadResult = {
    database,
    clients: options.clients,
    seconds: options.seconds,
    created: 0,
    bookingsPerSecond: 0,
    errors: 0,
    errorSamples: [],
    p50Ms: null,
    p99Ms: null,
    found: 0,
    missing: 0,
    peakRssMb: null,
  };
  const listed = await fetch(`${server.url}/api/services/get`);
  const services = listed.ok
    ? ((await listed.json()) as ServiceRecord[]).filter((s) => typeof s.price === "number" && s.name)
    : [];
  if (services.length === 0) return { ...base, skipped: "no services in the catalogue" };

  const acknowledged: string[] = [];
  const latencies: number[] = [];
  let sequence = 0;
  const rss = sampleRss(server.pid);
  const started = Date.now();
  const end = started + options.seconds * 1000;

  const client = async (clientNumber: number) => {
    while (Date.now() < end) {
      const n = sequence++;
      const chosen = [services[n % services.length], services[(n * 7 + 3) % services.length]].filter(
        (service, index, all): service is ServiceRecord => !!service && all.indexOf(service) === index,
      );
      const payload = {
        customerName: `Bench Customer ${clientNumber}`,
        email: `bench-${n}@example.ng`,
        phone: "+234 803 555 0101",
        address: `${n} Admiralty Way, Lekki Phase 1, Lagos`,
        services: chosen.map(({ _id, name, price }) => ({ _id, name, price })),
        totalPrice: bookingTotal(chosen.map((service) => service.price)),
      };
      const sent = performance.now();
      try {
        const response = await fetch(`${server.url}/api/bookings/create`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(payload),
          signal: AbortSignal.timeout(15_000),
        });
        const body = await response.text();
        latencies.push(performance.now() - sent);
        if (response.status === 201) acknowledged.push((JSON.parse(body) as { bookingId: string }).bookingId);
        else {
          base.errors++;
          if (base.errorSamples.length < 3)
            base.errorSamples.push(`${response.status} ${body.slice(0, 200)}`);
        }
      } catch (error) {
        base.errors++;
        if (base.errorSamples.length < 3) base.errorSamples.push(String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: options.clients }, (_, i) => client(i + 1)));
  const elapsed = (Date.now() - started) / 1000;
  base.peakRssMb = rss.stop();

  latencies.sort((a, b) => a - b);
  const stored = await storedBookingIds(server.url);
  const found = acknowledged.filter((id) => stored.has(id)).length;
  const result = {
    ...base,
    created: acknowledged.length,
    bookingsPerSecond: Math.round(acknowledged.length / elapsed),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    found,
    missing: acknowledged.length - found,
  };
  console.log(
    `  bookings on ${database}: ${result.bookingsPerSecond}/s, ${result.errors} errors, ${result.missing} missing`,
  );
  return result;
}

/** Every public booking ID in the owner's export (one streamed file), signed in as the bench's admin. */
async function storedBookingIds(url: string): Promise<Set<string>> {
  const { body } = await read(`${url}/api/bookings/export.csv`, await signIn(url));
  // Each line starts with the quoted booking ID; the first line is the header.
  const lines = body.split("\r\n").slice(1).filter(Boolean);
  return new Set(lines.map((line) => line.slice(1, line.indexOf('"', 1))));
}

/** A real booking, for the status lookup; null when the catalogue has no service to book. */
export async function createOneBooking(url: string): Promise<string | null> {
  const listed = await fetch(`${url}/api/services/get`, { signal: AbortSignal.timeout(15_000) });
  const services = listed.ok ? ((await listed.json()) as ServiceRecord[]) : [];
  const service = services.find((s) => typeof s.price === "number");
  if (!service) return null;
  const response = await fetch(`${url}/api/bookings/create`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(
      bookingPayload([service], {
        customerName: "Status Lookup",
        email: "status-lookup@example.ng",
        preferredDate: openDayAhead(1),
      }),
    ),
    signal: AbortSignal.timeout(15_000),
  });
  if (response.status !== 201)
    throw new Error(`booking for the status lookup: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { bookingId: string }).bookingId;
}
