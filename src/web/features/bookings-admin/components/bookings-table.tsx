import { Fragment, useRef, useState } from "react";
import type { TimeWindow } from "~/shared/booking-status";
import type { WindowHours } from "~/shared/rules/availability";
import type { Booking } from "~/shared/schemas/booking";
import { visibleScrollbar } from "~/web/components/ui/visible-scrollbar";
import { useFitToScreen } from "../lib/use-fit-to-screen";
import { BookingRow } from "./booking-row";
import { leadsSeries, SeriesVisitsRow } from "./series-row";

type BookingsTableProps = {
  bookings: Booking[];
  /** The owner's window hours, for the window column ("Morning (8am–12pm)"). */
  hours: Record<TimeWindow, WindowHours>;
  onOpen(booking: Booking): void;
};

// The columns of the bookings screen, with the preferred date and window the booking form asks for: the list
// runs in the order of a working day (docs/decisions/061), so the day's work reads top to bottom.
const columns = [
  "ID",
  "Customer",
  "Email",
  "Phone",
  "Services",
  "Total Price",
  "Status",
  "Preferred date",
  "Window",
];

/**
 * One row per booking (booking-row.tsx): a table from 36rem of the list's width, scrolling sideways inside a
 * box that fits the screen (so its scrollbar is always in sight); narrower, each booking is a card. A
 * series' row opens its visits under it.
 */
export function BookingsTable({ bookings, hours, onOpen }: BookingsTableProps) {
  const box = useRef<HTMLDivElement>(null);
  useFitToScreen(box);
  const [openSeries, setOpenSeries] = useState<ReadonlySet<string>>(new Set());
  const toggleSeries = (id: string) =>
    setOpenSeries((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });
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
                  className="sticky top-0 z-10 border-b border-slate-200 bg-slate-50 px-1.5 py-3 text-left align-bottom font-semibold text-slate-700"
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="flex flex-col gap-3 @xl:table-row-group @xl:divide-y @xl:divide-slate-100">
            {bookings.map((booking) => (
              <Fragment key={booking._id}>
                <BookingRow
                  booking={booking}
                  hours={hours}
                  onOpen={onOpen}
                  seriesOpen={openSeries.has(booking._id)}
                  onToggleSeries={() => toggleSeries(booking._id)}
                />
                {leadsSeries(booking) && openSeries.has(booking._id) && (
                  <SeriesVisitsRow booking={booking} columns={columns.length} />
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
