import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import {
  brotliForOneAnswer,
  compressToKeep,
  negotiate,
  type Compressed,
  type Encoding,
} from "../lib/compression.ts";
import { deflatePieces, joinWith, splitAt, stitchGzip } from "../lib/gzip-stitch.ts";
import { cacheKey, isCacheable, isStorable, keptHeaders } from "./page-cache-rules.ts";

export type PageCacheOptions = {
  /**
   * The version of everything public pages show (the catalogue's `version()`): an entry rendered at
   * another version is stale. `undefined` turns the cache off, so nothing is kept that could not be
   * invalidated.
   */
  version: () => number | undefined;
  /** Bounds, so odd query strings cannot grow the cache without limit. */
  maxEntries?: number;
  maxBytes?: number;
  /**
   * The longest an entry is served, whatever the version: a page that rendered a failed read as a
   * message, or shows the current year, heals within this time. 60 s by default.
   */
  maxAgeMs?: number;
};

type Entry = {
  key: string;
  version: number;
  storedAt: number;
  etag: string;
  headers: Record<string, string | string[]>;
  body: Buffer;
  /** The body cut at the CSP nonce it was rendered with, so each answer carries its own nonce. */
  nonceSplit: Buffer[] | null;
  /** Those pieces deflated once each, for gzip answers stitched around each answer's nonce. */
  deflatedSplit: Buffer[] | null;
  /** Compressed once, for pages without a nonce. */
  compressed: Partial<Record<Compressed, Buffer>>;
  bytes: number;
};

type CacheState = { key: string; encoding: Encoding; version: number; hit: boolean };

declare module "fastify" {
  interface FastifyRequest {
    pageCache: CacheState | null;
  }
}

/**
 * Serves server-rendered public HTML from memory. Entries are keyed by origin, path, query and
 * whether the client is a crawler (crawlers get the fully resolved page), and are dropped as soon as
 * the content version changes. Anything personal (a session cookie, Set-Cookie), any error and any
 * non-HTML answer passes through untouched.
 */
export const pageCachePlugin = fp<PageCacheOptions>(async (app: FastifyInstance, options) => {
  const maxEntries = options.maxEntries ?? 300;
  // 16 MB holds every public page several times over (a page is about 60 KB, plus about 15 KB for its
  // gzip pieces) and keeps the server within its memory budget whatever query strings arrive.
  const maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const entries = new Map<string, Entry>();
  let totalBytes = 0;
  let cachedVersion: number | undefined;

  const currentVersion = (): number | undefined => {
    const version = options.version();
    if (version !== cachedVersion) {
      entries.clear();
      totalBytes = 0;
      cachedVersion = version;
    }
    return version;
  };

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
  };

  const store = (entry: Entry) => {
    remove(entry.key);
    entries.set(entry.key, entry);
    totalBytes += entry.bytes;
    // Least recently used first: Map keeps insertion order and hits re-insert.
    for (const key of entries.keys()) {
      if (entries.size <= maxEntries && totalBytes <= maxBytes) break;
      remove(key);
    }
  };

  /** Counts what an entry keeps beside its body (its compressed copies) against the bound. */
  const grow = (entry: Entry, bytes: number) => {
    entry.bytes += bytes;
    if (entries.get(entry.key) === entry) totalBytes += bytes;
  };

  /** The bytes of one answer: the page with this answer's nonce, in the negotiated encoding. */
  const bodyFor = async (entry: Entry, encoding: Encoding, nonce: string | undefined): Promise<Buffer> => {
    if (entry.nonceSplit) {
      const nonceBytes = Buffer.from(nonce ?? "");
      if (encoding === "gzip") {
        if (!entry.deflatedSplit) {
          entry.deflatedSplit = deflatePieces(entry.nonceSplit);
          grow(
            entry,
            entry.deflatedSplit.reduce((sum, piece) => sum + piece.length, 0),
          );
        }
        return stitchGzip(entry.nonceSplit, entry.deflatedSplit, nonceBytes);
      }
      const page = joinWith(entry.nonceSplit, nonceBytes);
      // Brotli cannot be stitched: compressed per answer, at the fast settings @fastify/compress uses.
      if (encoding === "br") return brotliForOneAnswer(page);
      return page;
    }
    if (encoding === "identity") return entry.body;
    const existing = entry.compressed[encoding];
    if (existing) return existing;
    const encoded = await compressToKeep(entry.body, encoding);
    entry.compressed[encoding] = encoded;
    grow(entry, encoded.length);
    return encoded;
  };

  app.decorateRequest("pageCache", null);

  app.addHook("onRequest", async (request, reply) => {
    if (!isCacheable(request)) return;
    const version = currentVersion();
    if (version === undefined) return;
    const key = cacheKey(request);
    let entry = entries.get(key);
    if (entry && Date.now() - entry.storedAt > maxAgeMs) {
      remove(key);
      entry = undefined;
    }
    // Pages with a nonce go out as stitched gzip when the client takes it: no compression per answer.
    const encoding = negotiate(request.headers["accept-encoding"], entry?.nonceSplit != null);
    request.pageCache = { key, encoding, version, hit: entry !== undefined };
    if (!entry) return;
    entries.delete(key);
    entries.set(key, entry);
    reply.headers(entry.headers);
    if (notModified(request, reply, entry, encoding)) return reply.code(304).send();
    return reply.code(200).send(await bodyFor(entry, encoding, nonceOf(reply)));
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const state = request.pageCache;
    if (!state || state.hit || !isStorable(reply)) return payload;
    const body = await collect(payload);
    if (body === null) return payload;
    // React marks a Suspense boundary that failed on the server with `<!--$!-->`; the status was
    // already sent as 200, so this is the only sign of the error.
    if (body.includes("<!--$!-->")) return body;
    const nonce = nonceOf(reply);
    const nonceSplit = nonce && body.includes(nonce) ? splitAt(body, Buffer.from(nonce)) : null;
    const hash = createHash("sha1");
    for (const part of nonceSplit ?? [body]) hash.update(part);
    const entry: Entry = {
      key: state.key,
      version: state.version,
      storedAt: Date.now(),
      etag: `${nonceSplit ? "W/" : ""}"${hash.digest("base64url").slice(0, 22)}"`,
      headers: keptHeaders(reply),
      body,
      nonceSplit,
      deflatedSplit: null,
      compressed: {},
      bytes: body.length,
    };
    // A write that landed while this page rendered may be missing from it: serve it, do not keep it.
    if (currentVersion() === state.version) store(entry);
    const encoding = negotiate(request.headers["accept-encoding"], nonceSplit !== null);
    if (notModified(request, reply, entry, encoding)) {
      reply.code(304);
      return "";
    }
    return bodyFor(entry, encoding, nonce);
  });
});

/** Sets the cache headers; true when the browser's copy is current (answer 304, no body). */
function notModified(request: FastifyRequest, reply: FastifyReply, entry: Entry, encoding: Encoding) {
  const etag = encoding === "identity" ? entry.etag : entry.etag.replace(/"$/, `-${encoding}"`);
  // Browsers keep the page but ask again every time; an unchanged page costs a 304.
  reply.header("cache-control", "no-cache");
  reply.header("vary", "Accept-Encoding");
  reply.header("etag", etag);
  reply.removeHeader("content-length");
  if (encoding === "identity") reply.removeHeader("content-encoding");
  else reply.header("content-encoding", encoding);
  if (request.headers["if-none-match"] !== etag) return false;
  // The browser keeps its copy, rendered with an earlier nonce: a 304 carrying a new CSP would
  // replace the stored policy and block that copy's scripts.
  reply.removeHeader("content-security-policy");
  reply.removeHeader("content-encoding");
  return true;
}

function nonceOf(reply: FastifyReply): string | undefined {
  // Set per answer by the security plugin when the CSP uses nonces.
  const nonce: unknown = Reflect.get(reply, "scriptNonce");
  return typeof nonce === "string" && nonce.length >= 16 ? nonce : undefined;
}

/** The whole body as bytes; null when it is something this cache does not understand. */
async function collect(payload: unknown): Promise<Buffer | null> {
  if (typeof payload === "string") return Buffer.from(payload);
  if (Buffer.isBuffer(payload)) return payload;
  if (payload instanceof Readable) {
    const chunks: Buffer[] = [];
    for await (const chunk of payload) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    return Buffer.concat(chunks);
  }
  return null;
}
