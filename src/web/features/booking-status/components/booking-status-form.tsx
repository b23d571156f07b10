import { useState, type FormEvent } from "react";
import { formatBookingId, normalizeBookingId } from "~/shared/booking-id";
import { bookingIdInvalid, statusLookupFailed } from "~/shared/rules/status-check";
import { FormField } from "~/web/components/ui/form-field";
import { publicLook } from "~/web/components/ui/form-styles";
import { errorMessage } from "~/web/lib/api-client";
import { getBookingStatus } from "../api/get-booking-status";
import type { StatusLookup } from "./booking-status-details";
import { textOf } from "~/web/lib/form-text";
import { useTypedBeforeHydration } from "~/web/lib/typed-before-hydration";
import { BookingStatusResult } from "./booking-status-result";

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
  const form = useTypedBeforeHydration((typed) => setValue(textOf(typed, "id")));
  // What the lookup of `?id=` on arrival answered, when it found no status to show.
  const [error, setError] = useState(initialError);
  const [result, setResult] = useState<StatusLookup | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setError(null);
    // Case, spaces and dashes do not matter in a booking ID; what cannot be an ID never leaves.
    const key = normalizeBookingId(value);
    if (!key) {
      setError(bookingIdInvalid);
      return;
    }
    const bookingId = formatBookingId(key);
    setPending(true);
    try {
      const answer = await getBookingStatus(bookingId);
      setResult({ ...answer, bookingId });
    } catch (caught) {
      setError(errorMessage(caught, statusLookupFailed));
    }
    setPending(false);
  }

  return (
    <>
      <form ref={form} method="get" onSubmit={onSubmit} noValidate className="space-y-4">
        {/* The line under the field is the form's only answer when no status is found: it is announced. */}
        <FormField id="booking-id" label="Booking ID" error={error} alert look={publicLook}>
          {(control) => (
            <input
              {...control}
              name="id"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              placeholder="CL-XXXXXXXXXX"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              required
              className={`${publicLook.control} font-mono uppercase`}
            />
          )}
        </FormField>
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
