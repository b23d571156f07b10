import type { TimeWindow } from "~/shared/booking-status";
import { formatCalendarDate } from "~/shared/lagos-date";
import { formatNaira, nairaToKobo } from "~/shared/money";
import { paymentState } from "~/shared/rules/payments";
import { visitNeedsPlace } from "~/shared/rules/recurring";
import { moreServicesLabel } from "~/shared/rules/bookings-list";
import { windowLabel } from "~/shared/rules/booking";
import type { WindowHours } from "~/shared/rules/availability";
import type { Booking } from "~/shared/schemas/booking";
import { BookingStatusBadge } from "./booking-status-badge";
import { paidOnlineBadge } from "~/shared/rules/payments-online";
import { PaymentStateBadge } from "./payment-state-badge";
import { PhoneLinks } from "./phone-links";
import { leadsSeries, SeriesToggle } from "./series-row";

// One markup, two layouts (phones from 360 px wide), chosen by the width the list has, not the screen's: from
// 36rem a table row whose cells keep to one or two lines; narrower, a card whose figures say what they are.
const cardLabel = "before:mr-1 before:font-medium before:text-slate-500 @xl:before:content-none";
// Cells and text kept narrow enough that the nine columns' least widths (about 890 px) fit beside the
// sidebar on a 1280 px screen, with a scrollbar beside them or none (a touch screen's).
const cell = "min-w-0 @xl:px-1.5 @xl:py-2.5 @xl:align-top";

function Services({ services }: { services: Booking["services"] }) {
  const [first, ...rest] = services;
  if (!first) return <span className="text-slate-500">—</span>;
  return (
    <span title={services.map((service) => service.name).join(", ")}>
      <span className="@xl:block @xl:max-w-[6.5rem] @xl:truncate">{first.name}</span>
      {rest.length > 0 && (
        <span className="text-slate-500 @xl:block @xl:text-xs"> {moreServicesLabel(rest.length)}</span>
      )}
    </span>
  );
}

type BookingRowProps = {
  booking: Booking;
  /** The owner's window hours, for the window column ("Morning (8am–12pm)"). */
  hours: Record<TimeWindow, WindowHours>;
  onOpen(booking: Booking): void;
  /** Whether a series' row shows its visits under it. */
  seriesOpen: boolean;
  onToggleSeries(): void;
};

/**
 * One booking as a table row, or a card on a phone; a click, or Enter/Space on the focused row, opens its
 * details (a link or a button in it does its own thing). A series' row says how often and how many visits.
 */
export function BookingRow({ booking, hours, onOpen, seriesOpen, onToggleSeries }: BookingRowProps) {
  return (
    <tr
      tabIndex={0}
      aria-label={`Booking ${booking.bookingId || "Nil"} by ${booking.customerName}`}
      onClick={(event) => {
        if (!(event.target as HTMLElement).closest("a, button")) onOpen(booking);
      }}
      onKeyDown={(event) => {
        if (event.target !== event.currentTarget) return;
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          onOpen(booking);
        }
      }}
      className="grid cursor-pointer grid-cols-[1fr_auto] gap-x-3 gap-y-1.5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:bg-brand-50 focus:bg-brand-50 focus:outline-2 focus:outline-brand-600 @xl:table-row @xl:rounded-none @xl:border-0 @xl:shadow-none"
    >
      <td className={`${cell} self-center font-mono text-xs whitespace-nowrap text-slate-900`}>
        {booking.bookingId || "Nil"}
      </td>
      <td className={`${cell} col-span-2 row-start-2`}>
        <span className="line-clamp-2 font-semibold text-slate-900 @xl:max-w-[7rem] @xl:font-normal">
          {booking.customerName}
        </span>
        {leadsSeries(booking) && (
          <SeriesToggle booking={booking} open={seriesOpen} onToggle={onToggleSeries} />
        )}
      </td>
      <td className={`${cell} col-span-2 text-xs text-slate-600`}>
        <span className="block truncate @xl:max-w-[6.5rem]" title={booking.email}>
          {booking.email}
        </span>
      </td>
      {/* On a card the phone's links are its foot, as a card's actions are: a tap on the
        middle of a card opens the booking, never dials by chance. */}
      <td className={`${cell} order-last col-span-2 @xl:order-none`}>
        <PhoneLinks phone={booking.phone} />
      </td>
      <td
        data-label="Services"
        className={`${cell} col-span-2 text-slate-700 before:content-[attr(data-label)] ${cardLabel}`}
      >
        <Services services={booking.services} />
      </td>
      {/* On a card the total, the date and the window each take a whole line: the paid/unpaid
        badge beside the total never reaches the date, however narrow the phone. */}
      <td
        data-label="Total"
        className={`${cell} col-span-2 whitespace-nowrap text-slate-900 before:content-[attr(data-label)] ${cardLabel}`}
      >
        {formatNaira(booking.totalPrice)}
        {booking.paid !== undefined && (
          <span className="ml-2 @xl:mt-1 @xl:ml-0 @xl:block">
            <PaymentStateBadge
              state={paymentState(nairaToKobo(booking.totalPrice), nairaToKobo(booking.paid))}
            />
            {(booking.paidOnline ?? 0) > 0 && (
              <span className="ml-1 inline-block rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">
                {paidOnlineBadge}
              </span>
            )}
          </span>
        )}
      </td>
      <td className={`${cell} col-start-2 row-start-1 justify-self-end`}>
        <BookingStatusBadge status={booking.status} />
      </td>
      <td
        data-label="Preferred date"
        className={`${cell} col-span-2 whitespace-nowrap text-slate-700 before:content-[attr(data-label)] ${cardLabel}`}
      >
        {booking.preferredDate ? formatCalendarDate(booking.preferredDate) : "—"}
        {booking.needsPlace && booking.status !== "cancelled" && (
          <span className="ml-2 inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 @xl:mt-1 @xl:ml-0 @xl:block">
            {visitNeedsPlace}
          </span>
        )}
      </td>
      <td
        data-label="Window"
        className={`${cell} col-span-2 text-slate-700 before:content-[attr(data-label)] ${cardLabel}`}
      >
        {booking.preferredTime ? (
          <span className="@xl:block @xl:max-w-[7rem] @xl:text-xs">
            {windowLabel(booking.preferredTime, hours[booking.preferredTime])}
          </span>
        ) : (
          "—"
        )}
      </td>
    </tr>
  );
}
