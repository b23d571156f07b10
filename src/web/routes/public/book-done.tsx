import { data } from "react-router";
import { bookingSuccessMessage, repeatBookingMessage } from "~/shared/rules/booking";
import { manageLinkNotFound } from "~/shared/rules/manage";
import type { ManagedBooking } from "~/shared/schemas/manage";
import { ConfirmationBody } from "~/web/features/booking/components/booking-confirmation-body";
import { bookingDonePath, repeatQuery } from "~/web/features/booking/lib/booking-done";
import { privatePageMeta } from "~/web/lib/site-settings";
import type { Route } from "./+types/book-done";

// The confirmation of a booking made on the booking page, at an address of its own so that a reload, or
// the browser's Back and Forward, shows it again (the booking page redirects here after booking). It reads
// the booking through its private manage link, as the manage page does: one customer's, never kept.
const noStore = { "Cache-Control": "private, no-store" };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const token = params.token;
  const answer = await context
    .getFromApi(`/api/bookings/manage/${encodeURIComponent(token)}`)
    .catch(() => null);
  const repeat = new URL(request.url).searchParams.get(repeatQuery) === "1";
  if (!answer?.ok) {
    const status = answer?.status ?? 500;
    const problem = status === 404 ? manageLinkNotFound : answer?.message || "Please try again in a moment.";
    return data({ booking: null, problem, repeat, manageUrl: "" }, { status, headers: noStore });
  }
  // The same absolute link as the confirmation mail's, to keep or share.
  const manageUrl = `${context.origin}${bookingDonePath.manage(token)}`;
  return data(
    { booking: answer.body as ManagedBooking, problem: null, repeat, manageUrl },
    { headers: noStore },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta("Booking Received", matches);
}

export default function BookDone({ loaderData }: Route.ComponentProps) {
  const { booking, problem, repeat, manageUrl } = loaderData;
  if (!booking) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
        <h1 className="text-2xl font-bold text-slate-900">Booking not found</h1>
        <p className="mt-4 text-slate-700">{problem}</p>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:py-16" aria-labelledby="booked-title">
      <p role="status" className="mb-4 rounded-lg bg-brand-50 p-4 font-semibold text-brand-900">
        {repeat ? repeatBookingMessage : bookingSuccessMessage}
      </p>
      <h1 id="booked-title" className="mb-6 text-3xl font-bold text-slate-900">
        Booking Received
      </h1>
      <ConfirmationBody booking={{ ...booking, manageUrl }} />
    </section>
  );
}
