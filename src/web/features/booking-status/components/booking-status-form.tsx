import { useState, type FormEvent } from "react";
import { formatBookingId, normalizeBookingId } from "~/shared/booking-id";
import { errorMessage } from "~/web/lib/api-client";
import { getBookingStatus } from "../api/get-booking-status";
import type { StatusLookup } from "./booking-status-details";
import { BookingStatusResult } from "./booking-status-result";

export const invalidId = "Please enter a valid Booking ID";
export const lookupFailed = "Something went wrong. Try again.";

/**
 * The Booking ID form. Without JavaScript it still submits as GET to this page, which fills the
 * input from `?id=`.
 */
export function BookingStatusForm({
  initialId,
  initialError,
}: {
  initialId: string;
  initialError: string | null;
}) {
  const [value, setValue] = useState(initialId);
  // What the lookup of `?id=` on arrival answered, when it found no status to show.
  const [error, setError] = useState(initialError);
  const [result, setResult] = useState<StatusLookup | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setError(null);
    // Case, spaces and dashes do not matter (DECISIONS.md D9); what cannot be an ID never leaves.
    const key = normalizeBookingId(value);
    if (!key) {
      setError(invalidId);
      return;
    }
    const bookingId = formatBookingId(key);
    setPending(true);
    try {
      const answer = await getBookingStatus(bookingId);
      setResult({ bookingId, name: answer.name, status: answer.status });
    } catch (caught) {
      setError(errorMessage(caught, lookupFailed));
    }
    setPending(false);
  }

  return (
    <>
      <form method="get" onSubmit={onSubmit} noValidate className="space-y-4">
        <div>
          <label htmlFor="booking-id" className="block text-sm font-medium text-slate-700">
            Booking ID
          </label>
          <input
            id="booking-id"
            name="id"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            placeholder="CL-XXXXXXXXXX"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "booking-id-error" : undefined}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 font-mono text-base uppercase"
          />
          {error && (
            <p id="booking-id-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </div>
        <button
          type="submit"
          disabled={pending}
          className="w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 sm:w-auto sm:px-8"
        >
          {pending ? "Checking..." : "Check Status"}
        </button>
      </form>
      <BookingStatusResult result={result} onClose={() => setResult(null)} />
    </>
  );
}
