import { BookingReceipt } from "~/web/features/bookings-admin/components/booking-receipt";
import { privatePageMeta } from "~/web/lib/site-settings";
import type { Route } from "./+types/receipt";

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta("Receipt", matches);
}

export default function Receipt({ params }: Route.ComponentProps) {
  return <BookingReceipt bookingId={params.id} />;
}
