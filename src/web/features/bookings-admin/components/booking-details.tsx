import { bookedLine, priceAfterInspection, travelLineOf } from "~/shared/rules/pricing";
import type { ReactNode } from "react";
import { timeWindowLabels } from "~/shared/booking-status";
import { formatCalendarDate } from "~/shared/lagos-date";
import { formatLagosMoment } from "~/web/lib/lagos-moment";
import { formatNaira } from "~/shared/money";
import { discountLine, discountLabelOf, hasDiscount } from "~/shared/rules/booking";
import { nextStepsHint } from "~/shared/rules/booking-actions";
import type { Booking } from "~/shared/schemas/booking";
import { Dialog } from "~/web/components/ui/dialog";
import type { BookingAction } from "../api/change-booking-status";
import { useUndoable } from "../lib/use-undoable";
import { BookingActions } from "./booking-actions";
import { BookingFieldWork } from "./booking-field-work";
import { BookingHistory } from "./booking-history";
import { BookingPayments } from "./booking-payments";
import { BookingSeries } from "./booking-series";
import { WhatsappNotices } from "./whatsapp-notices";
import { CrewPicker, takesCrew } from "./crew-picker";
import { PhoneLinks } from "./phone-links";
import { QuotePriceForm } from "./quote-price-form";
import { isOpenQuote, quoteStateLabels } from "~/shared/rules/quotes";

type BookingDetailsProps = {
  booking: Booking | null;
  busy: boolean;
  onAction(action: BookingAction): void;
  onClose(): void;
  /** Reversing a payment is the owner's (the roles table): staff see no Reverse. */
  canReversePayments: boolean;
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-3 py-2">
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="col-span-2 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * Everything the customer sent, with the actions allowed from the booking's status (`canChangeStatus`) at
 * the top and, for a live booking, the rest of the flow beside them: its crew and the customer's WhatsApp
 * message. New booking to confirmed, crewed and told in about four taps (docs/decisions/044).
 */
export function BookingDetails(props: BookingDetailsProps) {
  const { booking, onClose } = props;
  return (
    <Dialog
      open={booking !== null}
      onClose={onClose}
      title="Booking Details"
      size="max-w-2xl"
      closeLabel="Close details"
    >
      {booking && <DetailsBody key={booking._id} {...props} booking={booking} />}
    </Dialog>
  );
}

/** Mounted while one booking is open: closing the panel sends a confirmation still waiting its undo. */
function DetailsBody(props: BookingDetailsProps & { booking: Booking }) {
  const { booking, busy, onAction, onClose, canReversePayments } = props;
  const confirming = useUndoable();
  const act = (action: BookingAction) =>
    action === "confirm" ? confirming.start(() => onAction("confirm")) : onAction(action);
  const status = booking.status;
  // An open quote holds no place: it is priced (below) or cancelled, never confirmed or completed as it is.
  const openQuote = isOpenQuote(booking.quote?.state);
  // An open quote keeps the date and window the customer would like apart, as it holds no place yet.
  const preferredDate = booking.preferredDate ?? booking.quote?.preferredDate ?? null;
  const preferredTime = booking.preferredTime ?? booking.quote?.preferredTime ?? null;
  const live = (status === "pending" || status === "confirmed") && !openQuote;
  return (
    <div className="relative">
      <BookingActions
        status={status}
        onlyCancel={openQuote}
        busy={busy}
        onAction={act}
        confirming={confirming.waiting}
        onUndo={confirming.undo}
      />
      {live && (
        <section aria-label="Next steps" className="py-2">
          {(status === "confirmed" || confirming.waiting) && (
            <p className="text-sm font-medium text-sky-900">{nextStepsHint}</p>
          )}
          {takesCrew(booking) && <CrewPicker key={booking._id} booking={booking} />}
        </section>
      )}
      {status !== "cancelled" && !openQuote && (
        <WhatsappNotices
          booking={booking}
          confirming={confirming.waiting}
          // The message confirms a pending booking on the server: the waiting confirmation is not sent too.
          onConfirmedSent={confirming.undo}
        />
      )}
      {booking.quote && (
        <section
          aria-label={quoteStateLabels[booking.quote.state]}
          className="border-t border-slate-100 py-2"
        >
          <p className="font-semibold text-amber-900">{quoteStateLabels[booking.quote.state]}</p>
          {openQuote && status === "pending" && <QuotePriceForm key={booking.updatedAt} booking={booking} />}
        </section>
      )}
      {booking.seriesId && <BookingSeries booking={booking} seriesId={booking.seriesId} />}
      <dl className="divide-y divide-slate-100 border-t border-slate-100 text-sm">
        <Row label="Booking ID">{booking.bookingId || "Nil"}</Row>
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
                {service.afterInspection && booking.quote?.state === "requested"
                  ? `${service.name} — ${priceAfterInspection}`
                  : bookedLine(service)}
              </li>
            ))}
          </ul>
        </Row>
        <Row label="Subtotal">{formatNaira(booking.subtotal)}</Row>
        {hasDiscount(booking) && <Row label={discountLabelOf(booking)}>{discountLine(booking)}</Row>}
        {travelLineOf(booking) && <Row label="Travel">{travelLineOf(booking)}</Row>}
        <Row label="Total Price">{formatNaira(booking.totalPrice)}</Row>
        <Row label="Preferred date">{preferredDate ? formatCalendarDate(preferredDate) : "Not given"}</Row>
        <Row label="Preferred time">{preferredTime ? timeWindowLabels[preferredTime] : "Not given"}</Row>
        <Row label="Notes">{booking.notes || "None"}</Row>
        <Row label="Booked on">{formatLagosMoment(booking.createdAt)}</Row>
      </dl>
      <BookingPayments booking={booking} canReverse={canReversePayments} />
      <BookingFieldWork bookingId={booking._id} />
      <BookingHistory booking={booking} />
      <div className="mt-6 flex justify-end">
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
  );
}
