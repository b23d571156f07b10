// The page cache keeps one compressed copy per encoding, and a page with per-answer CSP nonces gets the
// nonce of its own policy from a cached copy, compressed or not.
import zlib from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pageCacheSite } from "../test/page-cache-site.ts";

const site = pageCacheSite();
const { build, get } = site;

beforeEach(() => site.reset());
afterEach(() => site.close());

describe("page cache", () => {
  it("keeps a compressed copy per encoding that decodes to the same page", async () => {
    await build();
    const plain = await get("/services");
    const br = await get("/services", { "accept-encoding": "gzip, deflate, br" });
    const brAgain = await get("/services", { "accept-encoding": "gzip, deflate, br" });
    const gz = await get("/services", { "accept-encoding": "gzip" });
    expect(site.renders["/services"]).toBe(1);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(brAgain.rawPayload.equals(br.rawPayload)).toBe(true);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
  });

  it("compresses the first (rendered) answer too", async () => {
    await build();
    const first = await get("/services", { "accept-encoding": "br" });
    expect(first.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(first.rawPayload).toString()).toContain("Deep cleaning");
  });
});

describe("page cache with per-answer CSP nonces", () => {
  const nonceOfPolicy = (policy: unknown) => /'nonce-([^']+)'/.exec(String(policy))?.[1];
  const scriptNonces = (body: string) => [...body.matchAll(/<script nonce="([^"]+)"/g)].map((m) => m[1]);
  const decode = (encoding: string, raw: Buffer) =>
    encoding === "br"
      ? zlib.brotliDecompressSync(raw).toString()
      : encoding === "gzip"
        ? zlib.gunzipSync(raw).toString()
        : raw.toString();

  it("gives every cached answer the nonce of its own Content-Security-Policy", async () => {
    await build({}, { nonces: true });
    const nonces = [];
    for (const accept of ["identity", "identity", "br", "gzip", "gzip, deflate, br"]) {
      const response = await get("/services", { "accept-encoding": accept });
      const encoding = response.headers["content-encoding"] ?? "identity";
      // A browser taking both gets gzip: it is stitched around the nonce instead of compressed anew.
      expect(encoding).toBe(accept.startsWith("gzip") ? "gzip" : accept);
      const body = decode(String(encoding), response.rawPayload);
      const nonce = nonceOfPolicy(response.headers["content-security-policy"]);
      expect(nonce).toBeTruthy();
      expect(scriptNonces(body)).toEqual([nonce, nonce]);
      expect(body).toContain("Deep cleaning");
      nonces.push(nonce);
    }
    expect(site.renders["/services"]).toBe(1);
    expect(new Set(nonces).size).toBe(5);
  });

  it("answers 304 without a new policy, so the browser's copy keeps working", async () => {
    await build({}, { nonces: true });
    const first = await get("/services");
    const second = await get("/services");
    expect(second.headers.etag).toBe(first.headers.etag);
    const again = await get("/services", { "if-none-match": first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.headers["content-security-policy"]).toBeUndefined();
  });
});
