import { data } from "react-router";
import { todayInLagos } from "~/shared/lagos-date";
import { bookingNotChangeable, manageLinkNotFound } from "~/shared/rules/manage";
import { visitLabel } from "~/shared/rules/notices";
import { moveVisitTitle } from "~/shared/rules/recurring";
import type { AvailabilityDays } from "~/shared/schemas/availability";
import type { ManagedBooking } from "~/shared/schemas/manage";
import { BookingHistoryList } from "~/web/components/ui/booking-history-list";
import { privatePageMeta, useSiteSettings, whatsappLink } from "~/web/lib/site-settings";
import { availabilityRange } from "~/web/features/booking/api/availability";
import { RescheduleForm } from "~/web/features/booking/components/reschedule-form";
import { StatusBadge } from "~/web/features/booking-status/components/status-badge";
import { CancelBookingForm } from "~/web/features/manage-booking/components/cancel-booking-form";
import { ChangesClosed } from "~/web/features/manage-booking/components/changes-closed";
import { ManagedBookingSummary } from "~/web/features/manage-booking/components/managed-booking-summary";
import { SeriesVisits } from "~/web/features/manage-booking/components/series-visits";
import { answerManagePost, manageIntents } from "~/web/features/manage-booking/lib/manage-post";
import type { Route } from "./+types/manage";

// A customer's booking through its private link (docs/decisions/031-manage-links.md). The page asks the API
// as the visitor (the same limits and answers), so its plain forms work without script; one customer's
// booking, never kept by a browser, a proxy or the page cache.
const noStore = { "Cache-Control": "no-store" };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const base = `/api/bookings/manage/${encodeURIComponent(params.token)}`;
  const answer = await context.getFromApi(base).catch(() => null);
  const today = todayInLagos();
  if (!answer?.ok) {
    const status = answer?.status ?? 500;
    const problem = status === 404 ? manageLinkNotFound : answer?.message || "Please try again in a moment.";
    return data(
      { booking: null, problem, today, days: undefined, moving: null },
      { status, headers: noStore },
    );
  }
  const booking = answer.body as ManagedBooking;
  // ?visit=<id>: the customer chose to move that visit of their regular visits.
  const visitId = new URL(request.url).searchParams.get("visit");
  const moving = booking.series?.visits.find((visit) => visit._id === visitId && visit.canChange) ?? null;
  let days: AvailabilityDays["days"] | undefined;
  if (booking.canChange || moving) {
    const { from, to } = availabilityRange(today);
    const availability = await context
      .getFromApi(`/api/availability?from=${from}&to=${to}`)
      .catch(() => null);
    days = availability?.ok ? (availability.body as AvailabilityDays).days : undefined;
  }
  return data({ booking, problem: null, today, days, moving }, { headers: noStore });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { answer, status } = await answerManagePost(
    await request.formData(),
    params.token,
    context.postToApi,
  );
  return data(answer, { status, headers: noStore });
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta("Your Booking", matches);
}

export default function ManageBooking({ loaderData, actionData, params }: Route.ComponentProps) {
  const { booking, problem, today, days, moving } = loaderData;
  const { business } = useSiteSettings();
  if (!booking) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
        <h1 className="text-2xl font-bold text-slate-900">Booking not found</h1>
        <p className="mt-4 text-slate-700">{problem}</p>
      </section>
    );
  }
  const answer = actionData;
  const refused = answer?.kind === "refused" ? answer : null;
  const here = `/manage/${params.token}`;
  const values = refused?.values.preferredDate
    ? refused.values
    : { preferredDate: booking.preferredDate ?? "", preferredTime: booking.preferredTime ?? ("" as const) };
  const final = booking.status === "cancelled" || booking.status === "completed";
  return (
    <section className="mx-auto max-w-2xl space-y-8 px-4 py-12 sm:py-16" aria-labelledby="manage-title">
      <div>
        <h1 id="manage-title" className="text-3xl font-bold text-slate-900">
          Your Booking
        </h1>
        <p className="mt-2 text-slate-700">
          Hello {booking.customerName.split(/\s+/)[0]}, here is your booking.
        </p>
      </div>
      {answer?.kind === "done" && (
        <p role="status" className="rounded-lg bg-brand-50 p-4 font-semibold text-brand-900">
          {answer.message}
        </p>
      )}
      {refused && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-semibold text-red-800">
          {refused.message}
        </p>
      )}
      <ManagedBookingSummary booking={booking} status={<StatusBadge status={booking.status} />} />
      {booking.series && (
        <SeriesVisits
          series={booking.series}
          today={today}
          here={here}
          askingSkip={answer?.kind === "confirm-skip" ? answer.visitId : null}
          askingCancel={answer?.kind === "confirm-cancel-series"}
        />
      )}
      {moving && (
        <RescheduleForm
          key={`${moving._id} ${refused?.message ?? ""}`}
          date={refused?.values.preferredDate || moving.date}
          time={refused?.values.preferredTime || moving.window}
          today={today}
          days={days}
          invalid={refused?.field ? { [refused.field]: refused.message } : {}}
          intent={manageIntents.reschedule}
          visitId={moving._id}
          title={moveVisitTitle(visitLabel(moving.date, moving.needsPlace ? null : moving.window))}
        />
      )}
      {booking.canChange && !moving && (
        <div className="space-y-6">
          <RescheduleForm
            key={`${values.preferredDate} ${values.preferredTime} ${refused?.message ?? ""}`}
            date={values.preferredDate}
            time={values.preferredTime}
            today={today}
            days={days}
            invalid={refused?.field ? { [refused.field]: refused.message } : {}}
            intent={manageIntents.reschedule}
          />
          <CancelBookingForm asking={answer?.kind === "confirm-cancel"} keepHref={here} />
        </div>
      )}
      {!booking.canChange && final && (
        <p className="text-slate-700">{bookingNotChangeable(booking.status)}</p>
      )}
      {!booking.canChange && !final && booking.closedMessage && (
        <ChangesClosed
          message={booking.closedMessage}
          business={business}
          whatsappHref={whatsappLink(business)}
        />
      )}
      <section aria-labelledby="history-title" className="space-y-3">
        <h2 id="history-title" className="text-xl font-bold text-slate-900">
          History
        </h2>
        <BookingHistoryList events={booking.history} audience="customer" />
      </section>
    </section>
  );
}
