import { promisify } from "node:util";
import zlib from "node:zlib";

// Compression for answers the server builds once and sends many times (public lists, cached pages),
// chosen the way @fastify/compress chooses for everything else.

export type Encoding = "br" | "gzip" | "identity";
export type Compressed = Exclude<Encoding, "identity">;

/** The encoding @fastify/compress would choose: brotli, then gzip, else none (or gzip first). */
export function negotiate(header: string | string[] | undefined, preferGzip = false): Encoding {
  if (!header) return "identity";
  const quality = new Map<string, number>();
  for (const part of String(header).toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    quality.set(name === "x-gzip" ? "gzip" : name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const of = (name: string) => quality.get(name) ?? quality.get("*") ?? 0;
  const br = of("br");
  const gz = of("gzip");
  if (preferGzip && gz > 0) return "gzip";
  if (br > 0 && br >= gz) return "br";
  if (gz > 0) return "gzip";
  return "identity";
}

const smallestBrotli = (size: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});
const smallestGzip: zlib.ZlibOptions = { level: 9 };
const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

/** Compressed once to be kept and sent many times: the smallest output, whatever it costs. */
export function compressToKeepSync(body: Buffer | string, encoding: Compressed): Buffer {
  return encoding === "br"
    ? zlib.brotliCompressSync(body, smallestBrotli(Buffer.byteLength(body)))
    : zlib.gzipSync(body, smallestGzip);
}

/** The same as compressToKeepSync, off the event loop: for larger bodies such as whole pages. */
export function compressToKeep(body: Buffer, encoding: Compressed): Promise<Buffer> {
  return encoding === "br" ? brotliAsync(body, smallestBrotli(body.length)) : gzipAsync(body, smallestGzip);
}

/** Brotli for one answer only, at the fast setting @fastify/compress uses. */
export function brotliForOneAnswer(body: Buffer): Buffer {
  return zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
}

/**
 * Compressed off the event loop at a middling setting: for a large answer kept while its data holds (the
 * schedule board's week), where the smallest output would cost a second and the answer lasts minutes.
 */
export function compressForAWhile(body: Buffer, encoding: Compressed): Promise<Buffer> {
  return encoding === "br"
    ? brotliAsync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: 6 });
}
