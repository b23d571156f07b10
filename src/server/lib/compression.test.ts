import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { brotliForOneAnswer, compressToKeep, compressToKeepSync, negotiate } from "./compression.ts";

describe("encoding negotiation", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(negotiate("gzip, deflate, br, zstd")).toBe("br");
    expect(negotiate("gzip")).toBe("gzip");
    expect(negotiate("br;q=0, gzip")).toBe("gzip");
    expect(negotiate("x-gzip")).toBe("gzip");
    expect(negotiate("*")).toBe("br");
    expect(negotiate("deflate")).toBe("identity");
    expect(negotiate(undefined)).toBe("identity");
  });
});

describe("compression", () => {
  const body = Buffer.from("<p>Sparkle & Shine</p>".repeat(200));

  it("keeps copies any client decodes back to the same bytes", async () => {
    expect(zlib.brotliDecompressSync(compressToKeepSync(body, "br"))).toEqual(body);
    expect(zlib.gunzipSync(compressToKeepSync(body.toString(), "gzip"))).toEqual(body);
    expect(zlib.brotliDecompressSync(await compressToKeep(body, "br"))).toEqual(body);
    expect(zlib.gunzipSync(await compressToKeep(body, "gzip"))).toEqual(body);
    expect(zlib.brotliDecompressSync(brotliForOneAnswer(body))).toEqual(body);
  });
});
