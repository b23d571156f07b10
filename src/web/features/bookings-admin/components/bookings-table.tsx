import { useRef } from "react";
import { formatCalendarDate } from "~/shared/lagos-date";
import { formatNaira } from "~/shared/money";
import { moreServicesLabel } from "~/shared/rules/bookings-list";
import type { Booking } from "~/shared/schemas/booking";
import { telHref, whatsappHref } from "../lib/phone-links";
import { useFitToScreen } from "../lib/use-fit-to-screen";
import { BookingStatusBadge } from "./booking-status-badge";

type BookingsTableProps = { bookings: Booking[]; onOpen(booking: Booking): void };

// The columns of the bookings screen, with the preferred date the booking form asks for.
const columns = ["ID", "Customer", "Email", "Phone", "Services", "Total Price", "Status", "Preferred date"];

// One markup, two layouts (DECISIONS.md D21), chosen by the width the list has, not the screen's: from
// 36rem a table whose columns keep to one or two lines, scrolling sideways inside a box that fits the
// screen (so its scrollbar is always in sight); narrower, each booking is a card.
const cardLabel = "before:mr-1 before:font-medium before:text-slate-500 @xl:before:content-none";
const cell = "min-w-0 @xl:px-2 @xl:py-2.5 @xl:align-top";
const scrollbar =
  "[&::-webkit-scrollbar]:h-3 [&::-webkit-scrollbar]:w-3 [&::-webkit-scrollbar-thumb]:rounded-full [&::-webkit-scrollbar-thumb]:border-2 [&::-webkit-scrollbar-thumb]:border-slate-100 [&::-webkit-scrollbar-thumb]:bg-slate-400 [&::-webkit-scrollbar-track]:bg-slate-100";

function WhatsAppIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="h-4 w-4 shrink-0" fill="currentColor">
      <path d="M16 3C8.8 3 3 8.7 3 15.8c0 2.5.7 4.9 2 7L3 29l6.4-2c2 1.1 4.3 1.7 6.6 1.7 7.2 0 13-5.7 13-12.8S23.2 3 16 3zm0 23.4c-2.1 0-4.1-.6-5.9-1.7l-.4-.3-3.8 1.2 1.2-3.7-.3-.4a10.4 10.4 0 0 1-1.7-5.7C5.1 10 10 5.3 16 5.3S26.9 10 26.9 15.8 22 26.4 16 26.4zm6-7.8c-.3-.2-1.9-.9-2.2-1-.3-.1-.5-.2-.7.2-.2.3-.8 1-1 1.2-.2.2-.4.2-.7.1-.3-.2-1.4-.5-2.6-1.6-1-.9-1.6-1.9-1.8-2.2-.2-.3 0-.5.1-.7l.5-.6c.2-.2.2-.3.3-.6.1-.2 0-.4 0-.6l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6c-.2 0-.6.1-.9.4-.3.3-1.2 1.1-1.2 2.8s1.2 3.2 1.4 3.4c.2.2 2.4 3.6 5.8 5 2.9 1.1 3.4.9 4.1.8.6-.1 1.9-.8 2.2-1.5.3-.7.3-1.4.2-1.5-.1-.1-.3-.2-.6-.4z" />
    </svg>
  );
}

/** Tap to call, and tap to chat on WhatsApp; neither opens the booking. */
function PhoneLinks({ phone }: { phone: string }) {
  return (
    <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 @xl:mt-0 @xl:flex-nowrap @xl:gap-1.5">
      <a
        href={telHref(phone)}
        aria-label={`Call ${phone}`}
        className="inline-flex min-h-11 items-center font-medium whitespace-nowrap text-brand-700 underline-offset-4 hover:underline @xl:min-h-0 @xl:text-xs @xl:font-normal @xl:text-slate-600"
      >
        {phone}
      </a>
      <a
        href={whatsappHref(phone)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`WhatsApp ${phone}`}
        title="Chat on WhatsApp"
        className="inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-sm font-medium text-[#1a7f4b] ring-1 ring-[#1a7f4b]/40 hover:bg-emerald-50 @xl:min-h-0 @xl:p-0.5 @xl:ring-0"
      >
        <WhatsAppIcon />
        <span className="@xl:hidden">WhatsApp</span>
      </a>
    </span>
  );
}

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
        className={`@xl:overflow-auto @xl:rounded-xl @xl:border @xl:border-slate-200 @xl:bg-white @xl:shadow-sm ${scrollbar}`}
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
                <td className={`${cell} col-span-2`}>
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
                </td>
                <td className={`${cell} col-start-2 row-start-1 justify-self-end`}>
                  <BookingStatusBadge status={booking.status} />
                </td>
                <td
                  data-label="Preferred date"
                  className={`${cell} justify-self-end whitespace-nowrap text-slate-700 before:content-[attr(data-label)] ${cardLabel} @xl:justify-self-auto`}
                >
                  {booking.preferredDate ? formatCalendarDate(booking.preferredDate) : "—"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
