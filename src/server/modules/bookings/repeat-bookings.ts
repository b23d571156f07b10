import { repeatBookingWindowMs } from "../../../shared/rules/booking.ts";
import { contentHash } from "../../lib/content-hash.ts";

/** What sending a booking answered, as the booking page reads it. */
type Answer = { ok: boolean };

export type OnceResult<A> = {
  answer: A;
  /** True when this post was the same as one sent within the window: it was not sent again. */
  repeat: boolean;
};

export type RepeatBookings = {
  /**
   * Sends `booking` unless the same booking was sent within the window; then the first one's answer
   * comes back (awaited when it is still on its way), marked as a repeat, and nothing is sent.
   */
  once<A extends Answer>(booking: Record<string, unknown>, send: () => Promise<A>): Promise<OnceResult<A>>;
};

type Options = {
  windowMs?: number;
  /** A bound on what is kept, so a flood of different bookings cannot grow memory without limit. */
  maxEntries?: number;
  now?: () => number;
};

/**
 * The booking page's guard against a double submit (docs/decisions/017-one-booking-per-double-submit.md):
 * without script nothing stops a second press of Book Now or a resubmitted page, and each would book
 * again. Bookings are told apart by everything they ask for; only a booking that was made (or is being
 * made) is remembered, so a refused one can be corrected and sent again at once. Kept in this process's
 * memory: a retry-safe booking with an idempotency key stored in the database will replace it.
 */
export function createRepeatBookings(options: Options = {}): RepeatBookings {
  const windowMs = options.windowMs ?? repeatBookingWindowMs;
  const maxEntries = options.maxEntries ?? 1000;
  const now = options.now ?? Date.now;
  const recent = new Map<string, { at: number; answer: Promise<Answer> }>();

  const prune = () => {
    // Map keeps insertion order, so the oldest come first.
    for (const [key, entry] of recent) {
      if (now() - entry.at < windowMs && recent.size <= maxEntries) break;
      recent.delete(key);
    }
  };

  return {
    async once<A extends Answer>(booking: Record<string, unknown>, send: () => Promise<A>) {
      prune();
      // The same booking gives the same key, whatever order its fields were written in.
      const key = contentHash(booking);
      const seen = recent.get(key);
      if (seen) return { answer: (await seen.answer) as A, repeat: true };
      const answer = send();
      const entry = { at: now(), answer };
      recent.set(key, entry);
      const forget = () => {
        if (recent.get(key) === entry) recent.delete(key);
      };
      try {
        const result = await answer;
        if (!result.ok) forget();
        return { answer: result, repeat: false };
      } catch (error) {
        forget();
        throw error;
      }
    },
  };
}
