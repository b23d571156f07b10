import zlib from "node:zlib";

// Gzip answers for a page that differs per answer only by a separator (the CSP nonce): the page is
// cut at the separator and each piece deflated once; every answer is then those pieces with its own
// separator between them as uncompressed (stored) deflate blocks, and a fresh CRC. No compression per
// answer, and the result is one ordinary gzip member any client decodes.

/** The body cut wherever `separator` occurs: n occurrences give n + 1 pieces, some possibly empty. */
export function splitAt(body: Buffer, separator: Buffer): Buffer[] {
  const pieces: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, start)) {
    pieces.push(body.subarray(start, at));
    start = at + separator.length;
  }
  pieces.push(body.subarray(start));
  return pieces;
}

/** The pieces joined with `separator` between them: the page as one answer sends it. */
export function joinWith(pieces: Buffer[], separator: Buffer): Buffer {
  return Buffer.concat(interleave(pieces, separator));
}

/**
 * Each piece as raw deflate ending on a byte boundary without the final-block bit (the last one
 * final): deflate blocks may follow one another, so the pieces and the stored blocks of a separator
 * concatenate into one valid stream.
 */
export function deflatePieces(pieces: Buffer[]): Buffer[] {
  return pieces.map((piece, index) =>
    zlib.deflateRawSync(piece, {
      level: 9,
      finishFlush: index === pieces.length - 1 ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
    }),
  );
}

// Magic, deflate, no flags, no time, no extra flags, Unix.
const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);

/**
 * A gzip member of `pieces` joined by `separator`, reusing `deflated` (from `deflatePieces` of the
 * same pieces): only the separator's stored blocks and the trailer are new.
 */
export function stitchGzip(pieces: Buffer[], deflated: Buffer[], separator: Buffer): Buffer {
  let crc = 0;
  let size = 0;
  pieces.forEach((piece, index) => {
    if (index > 0) {
      crc = zlib.crc32(separator, crc);
      size += separator.length;
    }
    crc = zlib.crc32(piece, crc);
    size += piece.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  // ISIZE is the length modulo 2^32.
  trailer.writeUInt32LE(size >>> 0, 4);
  return Buffer.concat([gzipHeader, ...interleave(deflated, storedBlocks(separator)), trailer]);
}

// A stored block holds at most 65,535 bytes (its LEN field is 16 bits).
const maxStoredLength = 0xffff;

/** Bytes as stored deflate blocks (never final): header byte, LEN, one's complement of LEN, bytes. */
function storedBlocks(bytes: Buffer): Buffer {
  const blocks: Buffer[] = [];
  let at = 0;
  // At least one block, even for no bytes, so every answer has the same shape.
  do {
    const chunk = bytes.subarray(at, at + maxStoredLength);
    const header = Buffer.alloc(5);
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
    at += chunk.length;
  } while (at < bytes.length);
  return Buffer.concat(blocks);
}

function interleave(parts: Buffer[], separator: Buffer): Buffer[] {
  return parts.flatMap((part, index) => (index === 0 ? [part] : [separator, part]));
}
