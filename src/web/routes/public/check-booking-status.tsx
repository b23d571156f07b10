import { data, useSearchParams, type AppLoadContext } from "react-router";
import { formatBookingId, normalizeBookingId } from "~/shared/booking-id";
import type { BookingStatusResult } from "~/shared/schemas/booking";
import { pageMeta, siteOrigin } from "~/web/content/seo";
import { settingsOf } from "~/web/lib/site-settings";
import { bookingIdInvalid, statusLookupFailed } from "~/shared/rules/status-check";
import { BookingStatusForm } from "~/web/features/booking-status/components/booking-status-form";
import {
  BookingStatusDetails,
  type StatusLookup,
} from "~/web/features/booking-status/components/booking-status-details";
import type { Route } from "./+types/check-booking-status";

/** The booking `?id=` names, looked up on arrival: its status, or why there is none to show. */
type Arrival = { result: StatusLookup | null; error: string | null };

const idOf = (request: Request) => (new URL(request.url).searchParams.get("id") ?? "").slice(0, 40);

// Arriving with an ID (the booking confirmation links here with it) shows that booking's status at
// once. The server asks the API's status route as the visitor (same rate limit, status and first
// name only), so the page works without JavaScript; the answer is one customer's and is never kept
// by a cache.
export async function loader({ context, request }: Route.LoaderArgs) {
  const id = idOf(request);
  // The form sent with an empty field (without script nothing stops it): said beside the field.
  if (!id.trim())
    return { result: null, error: new URL(request.url).searchParams.has("id") ? bookingIdInvalid : null };
  const arrival = await lookUpOnArrival(id, context.getFromApi);
  return data(arrival, { headers: { "Cache-Control": "private, no-store" } });
}

async function lookUpOnArrival(id: string, getFromApi: AppLoadContext["getFromApi"]): Promise<Arrival> {
  // Case, spaces and dashes do not matter in a booking ID; what cannot be an ID is not asked.
  const key = normalizeBookingId(id);
  if (!key) return { result: null, error: bookingIdInvalid };
  const bookingId = formatBookingId(key);
  const answer = await getFromApi(`/api/bookings/status/${encodeURIComponent(bookingId)}`).catch(() => null);
  if (!answer?.ok) {
    // Only the API's own words for a refusal (unknown ID, too many checks) reach the page.
    const refusal = answer && answer.status < 500 ? answer.message : "";
    return { result: null, error: refusal || statusLookupFailed };
  }
  return { result: { ...(answer.body as BookingStatusResult), bookingId }, error: null };
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

// On the way here from another page (the confirmation's link), the server looks the ID up too:
// one lookup, one rate limit, and nothing of it in the page's script.
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  if (new URL(request.url).searchParams.has("id")) return serverLoader();
  return { result: null, error: null };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Check Booking Status",
    description:
      "Enter the booking ID from your confirmation to see whether your cleaning is pending, confirmed, completed or cancelled.",
    // The canonical address leaves out `?id=`: one page, whatever ID was shared.
    path: "/check-booking-status",
    origin: siteOrigin(matches),
    business: settingsOf(matches).business,
  });
}

export default function CheckBookingStatus({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  // `?id=` (from the booking confirmation) fills the input; a new id remounts the form.
  const id = (searchParams.get("id") ?? "").slice(0, 40);
  const { result, error } = loaderData;
  return (
    <section className="mx-auto max-w-lg px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-slate-900">Check Booking Status</h1>
      <p className="mt-3 mb-8 text-slate-600">
        Enter your Booking ID to check the status of your booking. You will find it in your booking
        confirmation.
      </p>
      {result && (
        <section
          aria-labelledby="arrival-status-title"
          className="mb-8 space-y-4 rounded-2xl border border-slate-200 bg-slate-50 p-6"
        >
          <h2 id="arrival-status-title" className="text-xl font-bold text-slate-900">
            Booking Status
          </h2>
          <BookingStatusDetails result={result} />
        </section>
      )}
      <BookingStatusForm key={id} initialId={id} initialError={error} />
    </section>
  );
}
