// A retry-safe booking (docs/decisions/030-idempotency-keys.md): a client names each booking attempt with
// an Idempotency-Key, and the same key sent again within a day gets the first answer instead of a
// second booking.

/** The request header that names a booking attempt. */
export const idempotencyKeyHeader = "Idempotency-Key";

/** Set to "true" on an answer that repeats the one stored for the key, rather than a new booking. */
export const idempotentReplayedHeader = "Idempotent-Replayed";

/** The longest key taken: a UUID or a random token fits many times over. */
export const idempotencyKeyMaxLength = 200;

/** How long a key's first answer is kept and given again; after that the key counts as new. */
export const idempotencyKeyLifetimeMs = 24 * 60 * 60 * 1000;

export const idempotencyKeyEmpty =
  "The Idempotency-Key header is empty. Send a key, or leave the header out.";

export const idempotencyKeyTooLong = `The Idempotency-Key header is too long. Use at most ${idempotencyKeyMaxLength} characters.`;

/** The key already made a booking, and this request asks for another: a new booking needs a new key. */
export const idempotencyKeyReused =
  "This form already sent a different booking. Check the details and send it again to make a new booking.";

/**
 * The key's booking was sent from another client (address): its answer holds the manage link, a secret
 * that goes to the client that booked and to the customer's email only (docs/decisions/051).
 */
export const idempotencyKeyOtherClient =
  "This booking was already sent from another connection. Its details and link went to the email address in it.";

/** Why a sent key is refused, or undefined when it is usable. */
export function idempotencyKeyProblem(key: string): string | undefined {
  if (key.trim() === "") return idempotencyKeyEmpty;
  if (key.length > idempotencyKeyMaxLength) return idempotencyKeyTooLong;
  return undefined;
}
