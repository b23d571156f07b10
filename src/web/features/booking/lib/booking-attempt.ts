import type { BookingCreateInput } from "~/shared/schemas/booking";

// A booking attempt's Idempotency-Key (docs/decisions/030-idempotency-keys.md): the same booking sent
// again after a network failure carries the same key, so the server books it once; a changed booking is a
// new attempt with a new key.

/** A new attempt's key: 128 random bits as hex. getRandomValues works on plain http too, unlike randomUUID. */
export function newAttemptKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The booking being sent and the key it goes with. */
export type BookingAttempt = { booking: string; key: string };

/** The attempt for sending `payload`: the last one again if it sends the same booking, else a new one. */
export function attemptFor(last: BookingAttempt | null, payload: BookingCreateInput): BookingAttempt {
  const booking = JSON.stringify(payload);
  return last?.booking === booking ? last : { booking, key: newAttemptKey() };
}
