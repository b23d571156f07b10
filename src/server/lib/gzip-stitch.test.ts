import { randomBytes } from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { deflatePieces, joinWith, splitAt, stitchGzip } from "./gzip-stitch.ts";

const renderedNonce = Buffer.from("Rendered-Nonce_0123456789");

/** A page as the server renders it: markup, with the nonce in the head and in `scripts` more tags. */
function page(nonce: Buffer, scripts = 6): Buffer {
  const parts: Buffer[] = [Buffer.from('<!DOCTYPE html><html><head><script nonce="'), nonce];
  for (let i = 0; i < scripts; i++) {
    const paragraphs = Array.from({ length: 30 }, (_, n) => `<p>Deep cleaning in Lekki, ${i}.${n}.</p>`);
    parts.push(Buffer.from(`"></script>${paragraphs.join("")}<script nonce="`), nonce);
  }
  parts.push(Buffer.from('">window.__ready = true;</script></body></html>'));
  return Buffer.concat(parts);
}

/** The gzip answer for `body` cut at `cutAt` and sent with `nonce`, as a client receives it. */
function answer(body: Buffer, cutAt: Buffer, nonce: Buffer): Buffer {
  const pieces = splitAt(body, cutAt);
  return stitchGzip(pieces, deflatePieces(pieces), nonce);
}

describe("gzip stitching", () => {
  it("gives a gzip member that zlib decodes to the page with the answer's own nonce", () => {
    const nonce = Buffer.from(randomBytes(16).toString("base64url"));
    const stitched = answer(page(renderedNonce), renderedNonce, nonce);
    // gunzip checks the CRC and the length in the trailer too.
    expect(zlib.gunzipSync(stitched).equals(page(nonce))).toBe(true);
    expect(stitched.readUInt32LE(stitched.length - 8)).toBe(zlib.crc32(page(nonce)));
    expect(stitched.readUInt32LE(stitched.length - 4)).toBe(page(nonce).length);
    // Still compressed: the pieces are deflated, only the nonces are stored as they are.
    expect(stitched.length).toBeLessThan(page(nonce).length / 3);
  });

  it("decodes the same through a streaming gunzip, as a browser reads it", async () => {
    const nonce = Buffer.from("Streamed-Nonce-Of-Twenty-Four");
    const stitched = answer(page(renderedNonce, 300), renderedNonce, nonce);
    const gunzip = zlib.createGunzip();
    const chunks: Buffer[] = [];
    gunzip.on("data", (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise((resolve, reject) => gunzip.on("end", resolve).on("error", reject));
    for (let at = 0; at < stitched.length; at += 1000) gunzip.write(stitched.subarray(at, at + 1000));
    gunzip.end();
    await done;
    expect(Buffer.concat(chunks).equals(page(nonce, 300))).toBe(true);
  });

  it("round-trips nonces of every length from 0 to 300 bytes and past a stored block's 65,535", () => {
    const body = page(renderedNonce, 3);
    const pieces = splitAt(body, renderedNonce);
    const deflated = deflatePieces(pieces);
    const lengths = [...Array.from({ length: 301 }, (_, n) => n), 65_534, 65_535, 65_536, 131_071, 200_000];
    for (const length of lengths) {
      const nonce = Buffer.alloc(length, "n");
      const decoded = zlib.gunzipSync(stitchGzip(pieces, deflated, nonce));
      expect(decoded.equals(joinWith(pieces, nonce)), `nonce of ${length} bytes`).toBe(true);
    }
  });

  it("round-trips empty pieces: the nonce first, last, twice in a row, alone, or absent", () => {
    const cases = [
      Buffer.concat([renderedNonce, Buffer.from("<p>after</p>")]),
      Buffer.concat([Buffer.from("<p>before</p>"), renderedNonce]),
      Buffer.concat([Buffer.from("<p>a</p>"), renderedNonce, renderedNonce, Buffer.from("<p>b</p>")]),
      renderedNonce,
      Buffer.concat([renderedNonce, renderedNonce, renderedNonce]),
      Buffer.from("<p>no nonce in this page</p>"),
      Buffer.alloc(0),
    ];
    const nonce = Buffer.from("Answer-Nonce-1234567890");
    for (const body of cases) {
      const expected = joinWith(splitAt(body, renderedNonce), nonce);
      expect(zlib.gunzipSync(answer(body, renderedNonce, nonce)).equals(expected), `${body}`).toBe(true);
    }
    expect(splitAt(renderedNonce, renderedNonce)).toEqual([Buffer.alloc(0), Buffer.alloc(0)]);
  });

  it("reuses the deflated pieces: two answers differ only in their nonces and trailer", () => {
    const body = page(renderedNonce, 5);
    const pieces = splitAt(body, renderedNonce);
    const deflated = deflatePieces(pieces);
    const first = stitchGzip(pieces, deflated, Buffer.from("A".repeat(22)));
    const second = stitchGzip(pieces, deflated, Buffer.from("B".repeat(22)));
    expect(first.length).toBe(second.length);
    const differing = [...first.keys()].filter((i) => first[i] !== second[i]).length;
    // 6 nonces of 22 bytes, and at most 8 bytes of CRC and length.
    expect(differing).toBeGreaterThanOrEqual(6 * 22);
    expect(differing).toBeLessThanOrEqual(6 * 22 + 8);
    for (const piece of deflated) expect(first.includes(piece)).toBe(true);
  });

  it("splits and joins back to the same bytes", () => {
    const body = page(renderedNonce, 7);
    const pieces = splitAt(body, renderedNonce);
    expect(pieces).toHaveLength(9); // the nonce in the head and in 7 more scripts
    expect(joinWith(pieces, renderedNonce).equals(body)).toBe(true);
  });
});
