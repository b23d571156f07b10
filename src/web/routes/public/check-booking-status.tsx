import { useSearchParams } from "react-router";
import { pageMeta } from "~/web/content/seo";
import { BookingStatusForm } from "~/web/features/booking-status/components/booking-status-form";
import type { Route } from "./+types/check-booking-status";

export function loader({ context }: Route.LoaderArgs) {
  return { origin: context.origin };
}

export function clientLoader() {
  return { origin: window.location.origin };
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({
    title: "Check Booking Status",
    description:
      "Enter the booking ID from your confirmation to see whether your cleaning is pending, confirmed, completed or cancelled.",
    // The canonical address leaves out `?id=`: one page, whatever ID was shared.
    path: "/check-booking-status",
    origin: data?.origin,
  });
}

export default function CheckBookingStatus() {
  const [searchParams] = useSearchParams();
  // `?id=` (from the booking confirmation) fills the input; a new id remounts the form.
  const id = (searchParams.get("id") ?? "").slice(0, 40);
  return (
    <section className="mx-auto max-w-lg px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-slate-900">Check Booking Status</h1>
      <p className="mt-3 mb-8 text-slate-600">
        Enter your Booking ID to check the status of your booking. You will find it in your booking
        confirmation.
      </p>
      <BookingStatusForm key={id} initialId={id} />
    </section>
  );
}
