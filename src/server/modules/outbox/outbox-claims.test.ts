// Several instances claiming due messages at the same moment never hold the same message, on either
// database: each claim runs on its own connection, as separate server processes would.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../db/database.ts";
import { createTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import { claimDueMessages, enqueueMessages } from "./outbox.repository.ts";

let database: TestDatabase;
const instances: DatabaseHandle[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  for (let i = 0; i < 4; i++) instances.push(openDatabase(database.url));
});
afterAll(async () => {
  for (const handle of instances) await handle.close();
  await database.drop();
});

const message = (i: number) => ({
  kind: "booking-received" as const,
  to: `guest${i}@example.ng`,
  subject: `Booking ${i}`,
  text: "Hello",
  html: "<p>Hello</p>",
});

describe("claiming due messages", () => {
  it("gives each of 60 messages to exactly one of four instances claiming at once", async () => {
    await enqueueMessages(
      database.db,
      Array.from({ length: 60 }, (_, i) => message(i)),
    );
    const now = new Date(Date.now() + 1000);
    const leaseUntil = new Date(now.getTime() + 60_000);
    const claimed = await Promise.all(
      instances.map(async (handle, i) => {
        const mine: string[] = [];
        for (let round = 0; round < 10; round++) {
          const rows = await claimDueMessages(handle.db, handle.dialect, {
            now,
            leaseUntil,
            claim: `instance-${i}-${round}`,
            limit: 5,
          });
          mine.push(...rows.map((row) => row.id));
        }
        return mine;
      }),
    );
    const all = claimed.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(60);
  });

  it("takes over a message whose lease ran out, and not one whose lease holds", async () => {
    await enqueueMessages(database.db, [message(100)]);
    const start = new Date(Date.now() + 2000);
    const [first] = await claimDueMessages(database.db, database.dialect, {
      now: start,
      leaseUntil: new Date(start.getTime() + 60_000),
      claim: "first",
      limit: 100,
    });
    expect(first?.subject).toBe("Booking 100");
    const during = await claimDueMessages(database.db, database.dialect, {
      now: new Date(start.getTime() + 30_000),
      leaseUntil: new Date(start.getTime() + 90_000),
      claim: "second",
      limit: 100,
    });
    // (The first test's messages, leased a minute from its own start, run out in between too.)
    const latest = (rows: { subject: string; claim: string | null }[]) =>
      rows.filter((row) => row.subject === "Booking 100").map((row) => row.claim);
    expect(latest(during)).toEqual([]);
    const after = await claimDueMessages(database.db, database.dialect, {
      now: new Date(start.getTime() + 61_000),
      leaseUntil: new Date(start.getTime() + 121_000),
      claim: "third",
      limit: 100,
    });
    expect(latest(after)).toEqual(["third"]);
  });
});
