import { data, redirect } from "react-router";
import { todayInLagos } from "~/shared/lagos-date";
import { bookingSuccessMessage, noServicesYetMessage, repeatBookingMessage } from "~/shared/rules/booking";
import type { AvailabilityDays } from "~/shared/schemas/availability";
import type { Category } from "~/shared/schemas/category";
import type { Service } from "~/shared/schemas/service";
import { PublicRouteError } from "~/web/components/layouts/public-route-error";
import { pageMeta, siteOrigin } from "~/web/content/seo";
import { settingsOf } from "~/web/lib/site-settings";
import { servicesOfCategory } from "~/web/features/catalogue/lib/select";
import { BookPageForm } from "~/web/features/booking/components/book-page-form";
import { ConfirmationBody } from "~/web/features/booking/components/booking-confirmation-body";
import type { ServiceGroup } from "~/web/features/booking/components/service-checkboxes";
import { availabilityRange } from "~/web/features/booking/api/availability";
import { answerBookPost } from "~/web/features/booking/lib/book-page-action";
import { newAttemptKey } from "~/web/features/booking/lib/booking-attempt";
import { bookPostOf, type BookPageFormState } from "~/web/features/booking/lib/book-page-post";
import { emptyDraft } from "~/web/features/booking/lib/booking-draft";
import { bookingDonePath, manageTokenOf } from "~/web/features/booking/lib/booking-done";
import { bookingPageHref } from "~/web/lib/booking-dialog-controls";
import type { Route } from "./+types/book";

export const bookPageTitle = "Book a Cleaning Service";

/** The categories that have services, each with its services; the preset's category first. */
function groupsOf(categories: Category[], services: Service[], firstId: string): ServiceGroup[] {
  const groups = categories
    .map((category) => ({ category, services: servicesOfCategory(services, category) }))
    .filter((group) => group.services.length > 0);
  const first = groups.filter((group) => group.category._id === firstId);
  return [...first, ...groups.filter((group) => group.category._id !== firstId)];
}

// The page shows the catalogue, the Book link's preset (ids only) and the coming days' free windows;
// what a customer posts is answered below and never kept.
export async function loader({ context, request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const categoryId = query.get("category") ?? "";
  const serviceId = query.get("service") ?? "";
  const { from, to } = availabilityRange();
  const [categories, services, availability] = await Promise.all([
    context.services.catalogue.categories(),
    context.services.catalogue.services(),
    context.getFromApi(`/api/availability?from=${from}&to=${to}`),
  ]);
  const groups = groupsOf(categories, services, categoryId);
  const bookable = groups.flatMap((group) => group.services);
  // A Book link of a service ticks it; a link naming no service of the catalogue ticks nothing.
  const preset = bookable.some((service) => service._id === serviceId) ? [serviceId] : [];
  // Places change with every booking: this page is made afresh for each visit, never kept.
  const days = availability.ok ? (availability.body as AvailabilityDays).days : undefined;
  // This rendering's booking attempt: its key goes with each post of the form (decision 030).
  const attemptKey = newAttemptKey();
  return data(
    { today: todayInLagos(), groups, services: bookable, preset, days, attemptKey },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/**
 * The booking form posted (without script, or in place with it): coupon buttons and Book Now are
 * answered through the same API routes the dialog calls, a booking at most once a minute.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const post = bookPostOf(await request.formData());
  const settings = await context.services.catalogue.settings();
  const { answer, status } = await answerBookPost(post, {
    services: await context.services.catalogue.services(),
    today: todayInLagos(),
    discounts: settings.recurring,
    travelFees: settings.business.travelFees,
    checkCoupon: (code) => context.postToApi("/api/coupons/check", { code }),
    book: (payload, attemptKey) => context.postBookingOnce(payload, attemptKey),
    dayWindows: (date) =>
      context.getFromApi(`/api/availability?from=${encodeURIComponent(date)}&to=${encodeURIComponent(date)}`),
  });
  // A customer's details and booking: never kept by a browser's or a proxy's cache.
  const headers = { "Cache-Control": "private, no-store" };
  // A booking made is confirmed at its own address (303: a reload there reads it again, never books again).
  const token = answer.kind === "booked" ? manageTokenOf(answer.booking.manageUrl) : null;
  if (answer.kind === "booked" && token) {
    return redirect(bookingDonePath.done(token, answer.repeat), { status: 303, headers });
  }
  return data(answer, { status, headers });
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: bookPageTitle,
    description:
      "Choose your cleaning services, tell us where and when, and book in a minute. Prices in naira, " +
      "a booking ID to follow it up.",
    path: bookingPageHref(),
    origin: siteOrigin(matches),
    business: settingsOf(matches).business,
  });
}

export default function Book({ loaderData, actionData }: Route.ComponentProps) {
  const { groups, services, today, preset, days, attemptKey } = loaderData;
  const fresh: BookPageFormState = {
    kind: "form",
    serial: "preset",
    values: { ...emptyDraft, serviceIds: preset },
    coupon: null,
    couponNote: null,
    problem: null,
    fieldErrors: {},
    attemptKey,
  };
  const state = actionData ?? fresh;

  if (state.kind === "booked") {
    return (
      <section className="mx-auto max-w-md px-4 py-12 sm:py-16" aria-labelledby="booked-title">
        <p role="status" className="mb-4 rounded-lg bg-brand-50 p-4 font-semibold text-brand-900">
          {state.repeat ? repeatBookingMessage : bookingSuccessMessage}
        </p>
        <h1 id="booked-title" className="mb-6 text-3xl font-bold text-slate-900">
          Booking Received
        </h1>
        <ConfirmationBody booking={state.booking} />
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:py-16" aria-labelledby="book-title">
      <h1 id="book-title" className="mb-8 text-3xl font-bold text-slate-900">
        {bookPageTitle}
      </h1>
      {groups.length === 0 ? (
        <p role="status" className="text-slate-700">
          {noServicesYetMessage}
        </p>
      ) : (
        <BookPageForm
          key={state.serial}
          groups={groups}
          services={services}
          today={today}
          days={days}
          state={state}
        />
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <PublicRouteError />;
}
