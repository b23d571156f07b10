import { Readable } from "node:stream";

/**
 * A stream of `chunks` whose first piece has been read already: a failure before it rejects here, while
 * the answer can still say so, rather than cutting short a file whose first bytes are on their way.
 */
export async function startedStream(chunks: AsyncGenerator<string>): Promise<Readable> {
  const first = await chunks.next();
  async function* all() {
    if (first.done) return;
    yield first.value;
    yield* chunks;
  }
  return Readable.from(all());
}
