import type { IncomingHttpHeaders } from "node:http";
import type { Kysely, Transaction } from "kysely";
import {
  idempotencyKeyHeader,
  idempotencyKeyLifetimeMs,
  idempotencyKeyOtherClient,
  idempotencyKeyProblem,
  idempotencyKeyReused,
} from "../../../shared/rules/idempotency.ts";
import type { Database } from "../../db/schema.ts";
import { contentHash } from "../../lib/content-hash.ts";
import { unprocessable } from "../../lib/http-error.ts";
import { isoAfter, nowIso } from "../../lib/time.ts";

// Retry-safe requests (docs/decisions/030-idempotency-keys.md): the first request with a key claims it in
// the same transaction that stores what it makes, so of many requests with one key exactly one stores
// anything; every other one, and any retry within a day, gets that request's answer again. The answer
// holds the booking's manage link, a secret: it is given again only to the client that sent the first
// request, and another client sending the same key gets a 422 (docs/decisions/051).

/** How many expired keys each new key deletes: more than one, so the table shrinks back after a busy day. */
const expiredDeletedPerClaim = 20;

/** Claims the key inside the caller's transaction, with the answer the caller is about to give. */
export type KeyClaim<T> = (trx: Transaction<Database>, answer: T) => Promise<void>;

/** What was made now, or the answer stored for the key (its body as it was sent, read back from JSON). */
export type KeyedOutcome<T, S extends number> =
  { replayed: false; answer: T } | { replayed: true; status: S; body: T };

/** The request's key, or undefined without the header; a key that cannot be used is refused with 422. */
export function idempotencyKeyOf(headers: IncomingHttpHeaders): string | undefined {
  const value = headers[idempotencyKeyHeader.toLowerCase()];
  if (value === undefined) return undefined;
  const key = Array.isArray(value) ? value.join(", ") : value;
  const problem = idempotencyKeyProblem(key);
  if (problem) throw unprocessable(problem);
  return key;
}

/**
 * What the key's row keeps of a request: a hash of its content, then a hash of the client that sent it
 * (its address), so that neither the request nor the address is stored.
 */
function fingerprint(request: unknown, client: string): { request: string; client: string; stored: string } {
  const requestHash = contentHash(request);
  const clientHash = contentHash({ client });
  return { request: requestHash, client: clientHash, stored: `${requestHash}.${clientHash}` };
}

/**
 * Makes something at most once per key. Without a key `make` just runs. A key seen within the day gets the
 * answer stored for it (the same status and body), unless the request differs or comes from another
 * client: then 422. A new key is
 * claimed by `make` in its own transaction; an answer that is refused rolls back and leaves the key free.
 */
export async function oncePerKey<T, S extends number>(
  db: Kysely<Database>,
  key: string | undefined,
  request: unknown,
  client: string,
  status: S,
  make: (claim?: KeyClaim<T>) => Promise<T>,
): Promise<KeyedOutcome<T, S>> {
  if (key === undefined) return { replayed: false, answer: await make() };
  const hash = fingerprint(request, client);
  const earlier = await storedAnswer<T, S>(db, key, hash);
  if (earlier) return earlier;
  // Housekeeping only: a failure here (two deletes meeting on PostgreSQL) must not refuse the booking.
  await deleteSomeExpired(db).catch(() => undefined);
  try {
    const answer = await make((trx, answer) => claimKey(trx, key, hash.stored, status, answer));
    return { replayed: false, answer };
  } catch (error) {
    // Another request with this key got there first: this one stored nothing, and answers as that one did.
    // It may have lost on the key itself, or been refused because the winner took the last place or use.
    const winner = await storedAnswer<T, S>(db, key, hash);
    if (winner) return winner;
    throw error;
  }
}

const oldestLive = () => isoAfter(-idempotencyKeyLifetimeMs);

async function storedAnswer<T, S extends number>(
  db: Kysely<Database>,
  key: string,
  hash: ReturnType<typeof fingerprint>,
): Promise<KeyedOutcome<T, S> | undefined> {
  const row = await db
    .selectFrom("idempotency_keys")
    .selectAll()
    .where("key", "=", key)
    .where("created_at", ">=", oldestLive())
    .executeTakeFirst();
  if (!row) return undefined;
  // A row from before clients were kept has no client part: it counts as another client's.
  const [requestHash, clientHash] = row.request_hash.split(".");
  if (requestHash !== hash.request) throw unprocessable(idempotencyKeyReused);
  if (clientHash !== hash.client) throw unprocessable(idempotencyKeyOtherClient);
  // Only this key's own request wrote the row, with the status and answer it was given.
  return { replayed: true, status: Number(row.status) as S, body: JSON.parse(row.body) as T };
}

/** Thrown inside the transaction when the key is already taken, so that nothing of the request is stored. */
class KeyTaken extends Error {}

/**
 * Writes the key, or takes over its row when that row has expired. A live row is left alone and the claim
 * fails; on PostgreSQL a row another transaction is still writing is waited for first.
 */
async function claimKey(
  trx: Transaction<Database>,
  key: string,
  hash: string,
  status: number,
  answer: unknown,
): Promise<void> {
  const row = { request_hash: hash, status, body: JSON.stringify(answer), created_at: nowIso() };
  const result = await trx
    .insertInto("idempotency_keys")
    .values({ key, ...row })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet(row).where("idempotency_keys.created_at", "<", oldestLive()),
    )
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) throw new KeyTaken(`key ${key} is taken`);
}

/** Deletes a few keys past their day, so the table holds about a day of keys and no more. */
async function deleteSomeExpired(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom("idempotency_keys")
    .where("key", "in", (eb) =>
      eb
        .selectFrom("idempotency_keys")
        .select("key")
        .where("created_at", "<", oldestLive())
        .limit(expiredDeletedPerClaim),
    )
    .execute();
}
