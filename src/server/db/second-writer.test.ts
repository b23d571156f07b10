// The site's SQLite file is written by a second process at times (`npm run admin`, a restore check):
// the site's own writes must then wait their turn, never fail.
import { Worker } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";

const postgres = process.env.TEST_DIALECT === "postgres";

/** A connection of its own on another thread that adds a contact message every millisecond until told to stop. */
const writerSource = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require("better-sqlite3");
const db = new Database(workerData.file);
db.pragma("busy_timeout = 5000");
const insert = db.prepare(
  "insert into contact_messages (id, name, email, message, read_at, created_at) values (?, 'Other', 'other@example.ng', 'From another process', null, ?)",
);
let stop = false;
let written = 0;
parentPort.on("message", () => { stop = true; });
const tick = () => {
  if (stop) { db.close(); parentPort.postMessage(written); return; }
  insert.run("other-" + written++, new Date().toISOString());
  setTimeout(tick, 1);
};
parentPort.postMessage("ready");
tick();
`;

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  if (postgres) return;
  t = await createTestApp();
  cookie = await t.signIn();
});
afterAll(() => t?.close());

describe.skipIf(postgres)("SQLite with a second writer", () => {
  it("a catalogue change made while another process writes is stored, never answered 500", async () => {
    const worker = new Worker(writerSource, { eval: true, workerData: { file: t.database.sqliteFile } });
    await new Promise((resolve) => worker.once("message", resolve));
    const statuses: number[] = [];
    try {
      const category = await t.app.inject({
        method: "POST",
        url: "/api/categories/create",
        headers: { cookie },
        payload: { name: "Deep Cleaning", description: "Every corner", images: [] },
      });
      expect(category.statusCode, category.body).toBe(201);
      const categoryId = category.json()._id as string;
      for (let round = 0; round < 20; round++) {
        const answers = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            t.app.inject({
              method: "POST",
              url: "/api/services/create",
              headers: { cookie },
              payload: {
                name: `Service ${round}-${i}`,
                description: "x",
                price: 1000,
                category: categoryId,
                images: [],
              },
            }),
          ),
        );
        statuses.push(...answers.map((answer) => answer.statusCode));
      }
    } finally {
      const written = new Promise<number>((resolve) => worker.once("message", resolve));
      worker.postMessage("stop");
      expect(await written).toBeGreaterThan(0);
    }
    expect(statuses.filter((status) => status !== 201)).toEqual([]);
    const stored = await t.database.db.selectFrom("services").select("id").execute();
    expect(stored).toHaveLength(200);
  });
});
