import { formatCalendarDate } from "~/shared/lagos-date";
import { formatNaira } from "~/shared/money";
import type { Booking } from "~/shared/schemas/booking";
import { BookingStatusBadge } from "./booking-status-badge";

type BookingsTableProps = { bookings: Booking[]; onOpen(booking: Booking): void };

const columns = ["ID", "Customer", "Email", "Phone", "Services", "Total Price", "Status", "Preferred date"];

/** One row per booking; a click or Enter/Space on a focused row opens its details. */
export function BookingsTable({ bookings, onOpen }: BookingsTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 text-left font-semibold text-slate-700">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {bookings.map((booking) => (
            <tr
              key={booking._id}
              tabIndex={0}
              aria-label={`Booking ${booking.bookingId || "Nil"} by ${booking.customerName}`}
              onClick={() => onOpen(booking)}
              onKeyDown={(event) => {
                if (event.key === "Enter" || event.key === " ") {
                  event.preventDefault();
                  onOpen(booking);
                }
              }}
              className="cursor-pointer hover:bg-brand-50 focus:bg-brand-50 focus:outline-2 focus:outline-brand-600"
            >
              <td className="px-4 py-3 font-mono text-xs whitespace-nowrap text-slate-900">
                {booking.bookingId || "Nil"}
              </td>
              <td className="px-4 py-3 text-slate-900">{booking.customerName}</td>
              <td className="px-4 py-3 text-slate-700">{booking.email}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">{booking.phone}</td>
              <td className="px-4 py-3 text-slate-700">{booking.services.map((s) => s.name).join(", ")}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-900">
                {formatNaira(booking.totalPrice)}
              </td>
              <td className="px-4 py-3">
                <BookingStatusBadge status={booking.status} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                {booking.preferredDate ? formatCalendarDate(booking.preferredDate) : "—"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
