// What a failed step says: one line, no password, one full stop.
import { describe, expect, it } from "vitest";
import { reasonOf } from "./nightly-backup.ts";

describe("the reason a nightly backup gives", () => {
  it("is one line without the password of a database address", () => {
    const error = Object.assign(new Error("Command failed: pg_dump postgres://site:s3cret@db:5432/site"), {
      stderr: 'pg_dump: error: connection to "postgres://site:s3cret@db:5432/site" failed:\n  refused\n',
    });
    expect(reasonOf(error)).toBe(
      'pg_dump: error: connection to "postgres://site:***@db:5432/site" failed: refused',
    );
    expect(reasonOf(new Error("Command failed: pg_dump postgres://site:s3cret@db/site"))).not.toContain(
      "s3cret",
    );
  });

  it("leaves the full stop to the sentence it goes in, and keeps long reasons short", () => {
    expect(reasonOf(new Error("/data/site.db does not exist."))).toBe("/data/site.db does not exist");
    expect(reasonOf(Object.assign(new Error(""), { code: "ENOSPC" }))).toBe("ENOSPC");
    expect(reasonOf(new Error("x".repeat(1000)))).toHaveLength(400);
  });
});
