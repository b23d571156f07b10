import { data, redirect } from "react-router";
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
import { useHydrated } from "~/web/features/booking/lib/use-hydrated";
import { StatusBadge } from "~/web/features/booking-status/components/status-badge";
import { CancelBookingForm } from "~/web/features/manage-booking/components/cancel-booking-form";
import { ChangesClosed } from "~/web/features/manage-booking/components/changes-closed";
import { MessageChoiceForm } from "~/web/features/manage-booking/components/message-choice-form";
import { ManagedBookingSummary } from "~/web/features/manage-booking/components/managed-booking-summary";
import { SeriesVisits } from "~/web/features/manage-booking/components/series-visits";
import { QuoteAnswer } from "~/web/features/manage-booking/components/quote-answer";
import { answerManagePost, manageIntents } from "~/web/features/manage-booking/lib/manage-post";
import {
  confirmReturn,
  returnedReference,
  startPayment,
  type PaymentReturn,
} from "~/web/features/manage-booking/lib/payment-return";
import { PayOnlineForm, payIntent } from "~/web/components/ui/pay-online-form";
import { textOf } from "~/web/lib/form-text";
import type { Route } from "./+types/manage";

// A customer's booking through its private link (docs/decisions/031-manage-links.md). The page asks the API
// as the visitor (the same limits and answers), so its plain forms work without script; one customer's
// booking, never kept by a browser, a proxy or the page cache.
const noStore = { "Cache-Control": "no-store" };

/** Where a post made without script comes back to: the cancel step's question, or the answer at the top. */
const manageAnchors = { result: "manage-result", cancel: "cancel-booking" } as const;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const base = `/api/bookings/manage/${encodeURIComponent(params.token)}`;
  // Back from Paystack's checkout: confirm the payment first, so the booking below already shows it.
  const reference = returnedReference(request.url);
  const payment: PaymentReturn | null = reference
    ? await confirmReturn(base, reference, context.postToApi)
    : null;
  const answer = await context.getFromApi(base).catch(() => null);
  const today = todayInLagos();
  if (!answer?.ok) {
    const status = answer?.status ?? 500;
    const problem = status === 404 ? manageLinkNotFound : answer?.message || "Please try again in a moment.";
    return data(
      { booking: null, problem, today, days: undefined, moving: null, payment: null },
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
  return data({ booking, problem: null, today, days, moving, payment }, { headers: noStore });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (textOf(form, "intent") === payIntent) {
    // To Paystack's checkout (303), which sends the customer back here with the reference.
    const base = `/api/bookings/manage/${encodeURIComponent(params.token)}`;
    const started = await startPayment(base, context.postToApi);
    if ("checkoutUrl" in started) return redirect(started.checkoutUrl, { status: 303, headers: noStore });
    const values = { preferredDate: "", preferredTime: "" as const };
    return data(
      { kind: "refused" as const, message: started.message, field: null, values },
      { status: started.status, headers: noStore },
    );
  }
  const { answer, status } = await answerManagePost(form, params.token, context.postToApi);
  return data(answer, { status, headers: noStore });
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta("Your Booking", matches);
}

export default function ManageBooking({ loaderData, actionData, params }: Route.ComponentProps) {
  const { booking, problem, today, days, moving, payment } = loaderData;
  const { business } = useSiteSettings();
  const hydrated = useHydrated();
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
        <p
          id={manageAnchors.result}
          role="status"
          className="scroll-mt-24 rounded-lg bg-brand-50 p-4 font-semibold text-brand-900"
        >
          {answer.message}
        </p>
      )}
      {refused && (
        <p
          id={manageAnchors.result}
          role="alert"
          className="scroll-mt-24 rounded-lg bg-red-50 p-4 font-semibold text-red-800"
        >
          {refused.message}
        </p>
      )}
      {payment && !answer && (
        <p
          role={payment.paid ? "status" : "alert"}
          className={`rounded-lg p-4 font-semibold ${payment.paid ? "bg-brand-50 text-brand-900" : "bg-amber-50 text-amber-900"}`}
        >
          {payment.message}
        </p>
      )}
      {booking.quote && booking.quote.state !== "accepted" && (
        <QuoteAnswer
          booking={{ ...booking, quote: booking.quote }}
          anchor={hydrated ? undefined : `#${manageAnchors.result}`}
        />
      )}
      <ManagedBookingSummary booking={booking} status={<StatusBadge status={booking.status} />} />
      {booking.onlinePayment && <PayOnlineForm offer={booking.onlinePayment} action={here} />}
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
          <div id={manageAnchors.cancel} className="scroll-mt-24">
            <CancelBookingForm
              asking={answer?.kind === "confirm-cancel"}
              keepHref={here}
              anchors={
                hydrated ? undefined : { ask: `#${manageAnchors.cancel}`, done: `#${manageAnchors.result}` }
              }
            />
          </div>
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
      {booking.status !== "cancelled" && (
        <MessageChoiceForm
          key={`${booking.whatsappOff} ${booking.smsOff}`}
          choice={{ whatsappOff: !!booking.whatsappOff, smsOff: !!booking.smsOff }}
          anchor={hydrated ? undefined : `#${manageAnchors.result}`}
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
