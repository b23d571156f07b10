import { useRef } from "react";
import { formatCalendarDate } from "~/shared/lagos-date";
import { formatNaira, nairaToKobo } from "~/shared/money";
import { paymentState } from "~/shared/rules/payments";
import { visitNeedsPlace } from "~/shared/rules/recurring";
import { moreServicesLabel } from "~/shared/rules/bookings-list";
import type { Booking } from "~/shared/schemas/booking";
import { visibleScrollbar } from "~/web/components/ui/visible-scrollbar";
import { useFitToScreen } from "../lib/use-fit-to-screen";
import { BookingStatusBadge } from "./booking-status-badge";
import { PaymentStateBadge } from "./payment-state-badge";
import { PhoneLinks } from "./phone-links";

type BookingsTableProps = { bookings: Booking[]; onOpen(booking: Booking): void };

// The columns of the bookings screen, with the preferred date the booking form asks for.
const columns = ["ID", "Customer", "Email", "Phone", "Services", "Total Price", "Status", "Preferred date"];

// One markup, two layouts (phones from 360 px wide), chosen by the width the list has, not the screen's: from
// 36rem a table whose columns keep to one or two lines, scrolling sideways inside a box that fits the
// screen (so its scrollbar is always in sight); narrower, each booking is a card.
const cardLabel = "before:mr-1 before:font-medium before:text-slate-500 @xl:before:content-none";
const cell = "min-w-0 @xl:px-2 @xl:py-2.5 @xl:align-top";

function Services({ services }: { services: Booking["services"] }) {
  const [first, ...rest] = services;
  if (!first) return <span className="text-slate-500">—</span>;
  return (
    <span title={services.map((service) => service.name).join(", ")}>
      <span className="@xl:block @xl:max-w-[8rem] @xl:truncate">{first.name}</span>
      {rest.length > 0 && (
        <span className="text-slate-500 @xl:block @xl:text-xs"> {moreServicesLabel(rest.length)}</span>
      )}
    </span>
  );
}

/** One row (or card) per booking; a click, or Enter/Space on a focused row, opens its details. */
export function BookingsTable({ bookings, onOpen }: BookingsTableProps) {
  const box = useRef<HTMLDivElement>(null);
  useFitToScreen(box);
  return (
    <div className="@container">
      <div
        ref={box}
        data-testid="bookings-scroll"
        className={`@xl:overflow-auto @xl:rounded-xl @xl:border @xl:border-slate-200 @xl:bg-white @xl:shadow-sm ${visibleScrollbar}`}
      >
        <table className="block w-full text-sm @xl:table">
          <thead className="hidden @xl:table-header-group">
            <tr>
              {columns.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className="sticky top-0 z-10 border-b border-slate-200 bg-slate-50 px-2 py-3 text-left align-bottom font-semibold text-slate-700"
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="flex flex-col gap-3 @xl:table-row-group @xl:divide-y @xl:divide-slate-100">
            {bookings.map((booking) => (
              <tr
                key={booking._id}
                tabIndex={0}
                aria-label={`Booking ${booking.bookingId || "Nil"} by ${booking.customerName}`}
                onClick={(event) => {
                  if (!(event.target as HTMLElement).closest("a")) onOpen(booking);
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
                  <span className="line-clamp-2 font-semibold text-slate-900 @xl:max-w-[8rem] @xl:font-normal">
                    {booking.customerName}
                  </span>
                </td>
                <td className={`${cell} col-span-2 text-xs text-slate-600`}>
                  <span className="block truncate @xl:max-w-[8rem]" title={booking.email}>
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
                <td
                  data-label="Total"
                  className={`${cell} whitespace-nowrap text-slate-900 before:content-[attr(data-label)] ${cardLabel}`}
                >
                  {formatNaira(booking.totalPrice)}
                  {booking.paid !== undefined && (
                    <span className="ml-2 @xl:mt-1 @xl:ml-0 @xl:block">
                      <PaymentStateBadge
                        state={paymentState(nairaToKobo(booking.totalPrice), nairaToKobo(booking.paid))}
                      />
                    </span>
                  )}
                </td>
                <td className={`${cell} col-start-2 row-start-1 justify-self-end`}>
                  <BookingStatusBadge status={booking.status} />
                </td>
                <td
                  data-label="Preferred date"
                  className={`${cell} justify-self-end whitespace-nowrap text-slate-700 before:content-[attr(data-label)] ${cardLabel} @xl:justify-self-auto`}
                >
                  {booking.preferredDate ? formatCalendarDate(booking.preferredDate) : "—"}
                  {booking.needsPlace && booking.status !== "cancelled" && (
                    <span className="ml-2 inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 @xl:mt-1 @xl:ml-0 @xl:block">
                      {visitNeedsPlace}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
