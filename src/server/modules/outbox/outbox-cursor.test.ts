// The Outbox read by keyset (docs/decisions/056-keyset-cursors.md): `?cursor=` the X-Next-Cursor of the
// page before gives the page after it, the same messages in the same order as `?page=N`, each once,
// whatever is written while the owner reads.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cursorNotValid, nextCursorHeader } from "../../../shared/rules/paging.ts";
import { notificationsPageSize, type Notification } from "../../../shared/schemas/notification.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let cookie: string;
const written = notificationsPageSize * 2 + 23;
// A week ago, minute by minute: well inside the days sent messages are kept (decision 053).
const base = Date.now() - 7 * 86_400_000;

const message = (id: string, createdAt: string, state = "sent") => ({
  id,
  kind: "booking-received",
  recipient: `${id}@example.ng`,
  subject: "We received your booking",
  text_body: "Thank you.",
  html_body: "<p>Thank you.</p>",
  reply_to: null,
  booking_id: null,
  dedupe_key: null,
  state,
  next_attempt_at: createdAt,
  lease_until: null,
  claim: null,
  last_error: null,
  sent_at: state === "sent" ? createdAt : null,
  created_at: createdAt,
  updated_at: createdAt,
  payload: null,
  provider_message_id: null,
});

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 });
  cookie = await t.signIn();
  // Messages written in pairs in the same millisecond: the id orders the pair.
  const rows = Array.from({ length: written }, (_, n) =>
    message(`sent-${String(n).padStart(4, "0")}`, new Date(base + Math.floor(n / 2) * 60_000).toISOString()),
  );
  for (let start = 0; start < rows.length; start += 50)
    await t.app.db
      .insertInto("outbox_messages")
      .values(rows.slice(start, start + 50))
      .execute();
});
afterAll(() => t.close());

async function list(query: string) {
  const response = await t.app.inject({ url: `/api/notifications?${query}`, headers: { cookie } });
  const next = response.headers[nextCursorHeader];
  return {
    status: response.statusCode,
    json: response.json(),
    ids: response.statusCode === 200 ? (response.json() as Notification[]).map((m) => m._id) : [],
    next: typeof next === "string" ? next : undefined,
  };
}

async function byPages(): Promise<string[][]> {
  const pages: string[][] = [];
  for (let page = 1; page <= 20; page++) {
    const { ids } = await list(`state=sent&page=${page}`);
    if (ids.length === 0) break;
    pages.push(ids);
  }
  return pages;
}

async function byCursor(between?: (page: number) => Promise<void>): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | undefined;
  do {
    const answer = await list(`state=sent${cursor ? `&cursor=${cursor}` : ""}`);
    expect(answer.status).toBe(200);
    pages.push(answer.ids);
    cursor = answer.next;
    await between?.(pages.length);
  } while (cursor && pages.length <= 20);
  return pages;
}

describe("GET /api/notifications?cursor=", () => {
  it("walks every message of a state once, page for page as ?page=N does", async () => {
    const pages = await byPages();
    const walked = await byCursor();
    expect(walked).toEqual(pages);
    expect(walked.map((page) => page.length)).toEqual([notificationsPageSize, notificationsPageSize, 23]);
    // Newest first; of a pair written in one millisecond, the greater id first.
    expect(walked.flat()).toEqual(
      Array.from({ length: written }, (_, n) => `sent-${String(written - 1 - n).padStart(4, "0")}`),
    );
    expect((await list("state=sent&page=3")).next).toBeUndefined();
  });

  it("neither repeats nor loses a message when one is sent while the list is walked", async () => {
    const before = (await byCursor()).flat();
    const walked = await byCursor(async (page) => {
      if (page !== 1) return;
      await t.app.db
        .insertInto("outbox_messages")
        .values(message("sent-late", new Date().toISOString()))
        .execute();
    });
    expect(walked.flat()).toEqual(before);
    expect((await byPages()).flat()).toEqual(["sent-late", ...before]);
  });

  it("refuses what is not a cursor it gave with 400 and a message", async () => {
    for (const cursor of ["nonsense!", "", Buffer.from("soon~sent-0001").toString("base64url")]) {
      const answer = await list(`state=sent&cursor=${cursor}`);
      expect(answer.status, cursor).toBe(400);
      expect(answer.json.message, cursor).toBe(cursorNotValid);
    }
  });
});
