// Writes brotli (best) and gzip copies beside every compressible file of build/client, once at build
// time; the server sends them as they are (@fastify/static `preCompressed`) instead of compressing
// each answer at fast settings. Brotli at quality 11 is about 13% smaller than on-the-fly quality 4.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const root = path.resolve(import.meta.dirname, "..", "build", "client");
const compressible = /\.(js|mjs|css|svg|html|json|txt|xml|webmanifest|map)$/;

let files = 0;
let saved = 0;
for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const source = fs.readFileSync(file);
  if (source.length < 1024) continue;
  const brotli = zlib.brotliCompressSync(source, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gzip = zlib.gzipSync(source, { level: 9 });
  if (brotli.length < source.length) fs.writeFileSync(`${file}.br`, brotli);
  if (gzip.length < source.length) fs.writeFileSync(`${file}.gz`, gzip);
  files++;
  saved += source.length - brotli.length;
}
console.log(`Pre-compressed ${files} files in build/client (brotli saves ${Math.round(saved / 1024)} KB).`);
