// The activity list goes back page by page: `?before=` the cursor of the last entry shown gives the ones
// older than it, each entry once, whatever was written meanwhile.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cursorAfter, cursorNotValid } from "../../../shared/rules/paging.ts";
import { auditListLimit, type AuditEntry } from "../../../shared/schemas/audit.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let cookie: string;
const written = auditListLimit * 2 + 17;

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 });
  cookie = await t.signIn();
  // Pairs written in the same millisecond: the id orders them.
  const rows = Array.from({ length: written }, (_, n) => ({
    id: `entry-${String(n).padStart(4, "0")}`,
    actor_id: null,
    actor_email: "owner@example.ng",
    action: "update",
    entity: "coupon",
    entity_id: null,
    details: JSON.stringify({ code: `CODE${n}` }),
    created_at: new Date(Date.UTC(2026, 0, 1) + Math.floor(n / 2) * 1000).toISOString(),
  }));
  for (let start = 0; start < rows.length; start += 100)
    await t.app.db
      .insertInto("audit_log")
      .values(rows.slice(start, start + 100))
      .execute();
});
afterAll(() => t.close());

const page = async (before?: string) => {
  const response = await t.app.inject({
    url: `/api/audit/get${before ? `?before=${encodeURIComponent(before)}` : ""}`,
    headers: { cookie },
  });
  return response;
};

describe("GET /api/audit/get?before=", () => {
  it("reads the whole trail, newest first, each entry once", async () => {
    const seen: AuditEntry[] = [];
    let before: string | undefined;
    for (;;) {
      const response = await page(before);
      expect(response.statusCode).toBe(200);
      const entries: AuditEntry[] = response.json();
      seen.push(...entries);
      if (entries.length < auditListLimit) break;
      const last = entries.at(-1)!;
      before = cursorAfter(last.createdAt, last._id);
    }
    const ours = seen.filter((entry) => entry._id.startsWith("entry-"));
    expect(ours.map((entry) => entry._id)).toEqual(
      Array.from({ length: written }, (_, n) => `entry-${String(written - 1 - n).padStart(4, "0")}`),
    );
    expect(ours[0]!.summary).toContain(`CODE${written - 1}`);
  });

  it("refuses what is not a cursor with 400 and a message", async () => {
    for (const before of ["nonsense", "~", "2026-01-01T00:00:00.000Z~"]) {
      const response = await page(before);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(cursorNotValid);
    }
  });
});
