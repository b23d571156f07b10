import { useEffect, useState } from "react";
import {
  bookingsSearchDelayMs,
  defaultBookingsPageSize,
  type BookingTab,
} from "~/shared/rules/bookings-list";
import type { Booking } from "~/shared/schemas/booking";
import { useWindowHours } from "~/web/components/ui/visit-when";
import { errorMessage } from "~/web/lib/api-client";
import type { BookingAction } from "../api/change-booking-status";
import { exportBookings } from "../api/export-bookings";
import { useBookingsPage, type BookingCounts } from "../api/get-bookings";
import { useBookingAction } from "../lib/use-booking-action";
import { useDebouncedValue } from "../lib/use-debounced-value";
import { useLinkedBooking } from "../lib/use-linked-booking";
import { BookingDetails } from "./booking-details";
import { BookingsPager } from "./bookings-pager";
import { BookingsTable } from "./bookings-table";
import { BookingsTabs } from "./bookings-tabs";

const noCounts: BookingCounts = { all: 0, pending: 0, confirmed: 0, completed: 0, cancelled: 0 };
const pageSize = defaultBookingsPageSize;

/**
 * Bookings Management, on desktop and phone: one page of bookings at a time, searched,
 * filtered and counted by the server (docs/decisions/013-bookings-pagination.md).
 */
export function BookingsManager({
  canExport,
  canReversePayments,
}: {
  canExport: boolean;
  canReversePayments: boolean;
}) {
  const change = useBookingAction();
  const windowHours = useWindowHours();
  const [tab, setTab] = useState<BookingTab>("all");
  const linked = useLinkedBooking();
  const [search, setSearch] = useState(linked.linked ?? "");
  const q = useDebouncedValue(search.trim(), bookingsSearchDelayMs);
  // A new tab or search starts again at its first page.
  const [paging, setPaging] = useState({ key: "", page: 1 });
  const key = `${tab}\n${q}`;
  const page = paging.key === key ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key, page: next });
  useEffect(() => setPaging((current) => (current.key === key ? current : { key, page: 1 })), [key]);
  const status = tab === "all" ? undefined : tab;
  const bookings = useBookingsPage({ page, pageSize, q, status });
  const [openId, setOpenId] = useState<string | null>(null);
  // The open booking as last seen: it stays open when a change moves it out of the tab shown.
  const [kept, setKept] = useState<Booking | null>(null);
  const openBooking = (booking: Booking) => {
    setOpenId(booking._id);
    setKept(booking);
  };

  const data = bookings.data;
  const shown = data?.bookings ?? [];
  const open = shown.find((booking) => booking._id === openId) ?? (kept && kept._id === openId ? kept : null);

  // A booking named in the address (a Today line, a visit of a series) is searched for, and opens as soon
  // as the search has found it.
  useEffect(() => {
    if (linked.linked) setSearch(linked.linked);
  }, [linked.linked]);
  useEffect(() => {
    if (!linked.linked || !data || bookings.isPlaceholderData || q !== linked.linked) return;
    const found = data.bookings.find((booking) => booking.bookingId === linked.linked);
    if (found) openBooking(found);
    linked.forget();
  }, [linked, data, bookings.isPlaceholderData, q]);

  // A page emptied by changes (the last booking of the last page cancelled) falls back to the last page.
  useEffect(() => {
    if (data && !bookings.isPlaceholderData && data.bookings.length === 0 && page > 1 && data.total > 0) {
      setPaging({ key, page: Math.ceil(data.total / pageSize) });
    }
  }, [data, bookings.isPlaceholderData, page, key]);

  async function act(action: BookingAction) {
    // The panel stays open on the booking as changed: after confirming come its crew and the message.
    if (!open) return;
    const changed = await change.act(open._id, action);
    if (changed) setKept((current) => ({ ...current, ...changed }));
  }

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">Bookings Management</h1>
        {canExport && (
          <button
            type="button"
            onClick={() => exportBookings({ q, status })}
            disabled={!data}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-60"
          >
            Export CSV
          </button>
        )}
      </div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <BookingsTabs value={tab} counts={data?.counts ?? noCounts} onChange={setTab} />
        <div className="w-full sm:w-auto">
          <label htmlFor="bookings-search" className="block text-sm font-medium text-slate-700">
            Search bookings
          </label>
          <input
            id="bookings-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="ID, name, email or phone"
            className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 sm:w-72"
          />
        </div>
      </div>
      <div
        id="bookings-panel"
        role="tabpanel"
        aria-label="Bookings"
        aria-busy={bookings.isFetching}
        className="space-y-4"
      >
        {bookings.isPending ? (
          <p role="status" className="py-10 text-center text-slate-600">
            Loading bookings...
          </p>
        ) : bookings.isError ? (
          <p role="alert" className="py-10 text-center text-red-700">
            {errorMessage(bookings.error, "Failed to load bookings.")}
          </p>
        ) : shown.length === 0 ? (
          <p className="py-10 text-center text-slate-600">No bookings found.</p>
        ) : (
          <>
            <div className={bookings.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
              <BookingsTable bookings={shown} hours={windowHours} onOpen={openBooking} />
            </div>
            <BookingsPager
              page={page}
              pageSize={pageSize}
              total={data?.total ?? 0}
              busy={bookings.isPlaceholderData}
              onPage={setPage}
            />
          </>
        )}
      </div>
      <BookingDetails
        booking={open}
        busy={change.busy}
        onAction={act}
        onClose={() => setOpenId(null)}
        canReversePayments={canReversePayments}
      />
    </div>
  );
}
