import type { ReactNode } from "react";
import { timeWindowLabels } from "~/shared/booking-status";
import { formatCalendarDate } from "~/shared/lagos-date";
import { formatLagosMoment } from "~/web/lib/lagos-moment";
import { formatNaira } from "~/shared/money";
import { discountLine, discountLabelOf, hasDiscount } from "~/shared/rules/booking";
import type { Booking } from "~/shared/schemas/booking";
import { Dialog } from "~/web/components/ui/dialog";
import type { BookingAction } from "../api/change-booking-status";
import { BookingHistory } from "./booking-history";
import { BookingPayments } from "./booking-payments";
import { BookingSeries } from "./booking-series";
import { WhatsappNotices } from "./whatsapp-notices";
import { BookingStatusBadge } from "./booking-status-badge";
import { CrewPicker, takesCrew } from "./crew-picker";
import { PhoneLinks } from "./phone-links";

type BookingDetailsProps = {
  booking: Booking | null;
  busy: boolean;
  onAction(action: BookingAction): void;
  onClose(): void;
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-3 py-2">
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="col-span-2 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Everything the customer sent, and the actions allowed from the booking's status (`canChangeStatus`). */
export function BookingDetails({ booking, busy, onAction, onClose }: BookingDetailsProps) {
  const status = booking?.status;
  return (
    <Dialog
      open={booking !== null}
      onClose={onClose}
      title="Booking Details"
      size="max-w-2xl"
      closeLabel="Close details"
    >
      {booking && (
        <div className="relative">
          <dl className="divide-y divide-slate-100 text-sm">
            <Row label="Booking ID">{booking.bookingId || "Nil"}</Row>
            <Row label="Status">
              <BookingStatusBadge status={booking.status} />
            </Row>
            <Row label="Customer">{booking.customerName}</Row>
            <Row label="Email">{booking.email}</Row>
            <Row label="Phone">
              <PhoneLinks phone={booking.phone} />
            </Row>
            <Row label="Address">{booking.address}</Row>
            <Row label="Services">
              <ul>
                {booking.services.map((service, index) => (
                  <li key={`${service.name}-${index}`}>
                    {service.name} — {formatNaira(service.price)}
                  </li>
                ))}
              </ul>
            </Row>
            <Row label="Subtotal">{formatNaira(booking.subtotal)}</Row>
            {hasDiscount(booking) && <Row label={discountLabelOf(booking)}>{discountLine(booking)}</Row>}
            <Row label="Total Price">{formatNaira(booking.totalPrice)}</Row>
            <Row label="Preferred date">
              {booking.preferredDate ? formatCalendarDate(booking.preferredDate) : "Not given"}
            </Row>
            <Row label="Preferred time">
              {booking.preferredTime ? timeWindowLabels[booking.preferredTime] : "Not given"}
            </Row>
            <Row label="Notes">{booking.notes || "None"}</Row>
            <Row label="Booked on">{formatLagosMoment(booking.createdAt)}</Row>
          </dl>
          {takesCrew(booking) && (
            <div className="border-t border-slate-100">
              <CrewPicker key={booking._id} booking={booking} />
            </div>
          )}
          {booking.seriesId && <BookingSeries booking={booking} seriesId={booking.seriesId} />}
          <BookingPayments booking={booking} />
          {status !== "cancelled" && <WhatsappNotices booking={booking} />}
          <BookingHistory booking={booking} />
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            {status === "pending" && (
              <button
                type="button"
                disabled={busy}
                onClick={() => onAction("confirm")}
                className="min-h-11 rounded-lg bg-sky-700 px-4 py-2 font-semibold text-white hover:bg-sky-800 disabled:opacity-60"
              >
                Confirm
              </button>
            )}
            {(status === "pending" || status === "confirmed") && (
              <button
                type="button"
                disabled={busy}
                onClick={() => onAction("complete")}
                className="min-h-11 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
              >
                Mark as Completed
              </button>
            )}
            {status !== "cancelled" && (
              <button
                type="button"
                // Completed is final: shown, but not allowed.
                disabled={busy || status === "completed"}
                onClick={() => onAction("cancel")}
                className="min-h-11 rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-50"
              >
                Cancel Booking
              </button>
            )}
            <button
              type="button"
              onClick={onClose}
              className="min-h-11 rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-700 hover:bg-slate-50"
            >
              Close
            </button>
          </div>
          {busy && (
            <div
              role="status"
              className="absolute inset-0 flex items-center justify-center rounded-xl bg-white/80 text-lg font-semibold text-slate-900"
            >
              Processing...
            </div>
          )}
        </div>
      )}
    </Dialog>
  );
}
