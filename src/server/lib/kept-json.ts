// A JSON answer kept to be sent again (the schedule board's week): its text once, and each compression
// made the first time a client asks for it, so a kept answer costs neither serializing nor compressing.
import type { FastifyReply, FastifyRequest } from "fastify";
import { compressForAWhile, negotiate, type Compressed } from "./compression.ts";

export type KeptJson = { body: Buffer; encoded: Partial<Record<Compressed, Promise<Buffer>>> };

export const keptJson = (text: string): KeptJson => ({ body: Buffer.from(text), encoded: {} });

/** Answers with the kept JSON, compressed as the client accepts (the compress plugin skips encoded replies). */
export async function sendKeptJson(request: FastifyRequest, reply: FastifyReply, kept: KeptJson) {
  reply.type("application/json; charset=utf-8").header("vary", "accept-encoding");
  const encoding = kept.body.length < 1024 ? "identity" : negotiate(request.headers["accept-encoding"]);
  if (encoding === "identity") return reply.send(kept.body);
  const compressing = (kept.encoded[encoding] ??= compressForAWhile(kept.body, encoding));
  // A compression that failed is let go, so the next request tries again.
  const encoded = await compressing.catch((error: unknown) => {
    if (kept.encoded[encoding] === compressing) delete kept.encoded[encoding];
    throw error;
  });
  return reply.header("content-encoding", encoding).send(encoded);
}
