import { useEffect, useState } from "react";
import {
  bookingsSearchDelayMs,
  defaultBookingsPageSize,
  type BookingTab,
} from "~/shared/rules/bookings-list";
import { errorMessage } from "~/web/lib/api-client";
import { notify } from "~/web/lib/toast";
import type { BookingAction } from "../api/change-booking-status";
import { getAllBookings, useBookingsPage, type BookingCounts } from "../api/get-bookings";
import { bookingsCsv, downloadCsv } from "../lib/bookings-csv";
import { useBookingAction } from "../lib/use-booking-action";
import { useDebouncedValue } from "../lib/use-debounced-value";
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
export function BookingsManager({ canExport }: { canExport: boolean }) {
  const change = useBookingAction();
  const [tab, setTab] = useState<BookingTab>("all");
  const [search, setSearch] = useState("");
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
  const [exporting, setExporting] = useState(false);

  const data = bookings.data;
  const shown = data?.bookings ?? [];
  const open = shown.find((booking) => booking._id === openId) ?? null;

  // A page emptied by changes (the last booking of the last page cancelled) falls back to the last page.
  useEffect(() => {
    if (data && !bookings.isPlaceholderData && data.bookings.length === 0 && page > 1 && data.total > 0) {
      setPaging({ key, page: Math.ceil(data.total / pageSize) });
    }
  }, [data, bookings.isPlaceholderData, page, key]);

  async function act(action: BookingAction) {
    if (open && (await change.act(open._id, action))) setOpenId(null);
  }

  /** Every booking of the tab and search, read page by page from the server. */
  async function exportCsv() {
    setExporting(true);
    try {
      const all = await getAllBookings({ q, status });
      const day = new Date().toISOString().slice(0, 10);
      downloadCsv(`bookings-${tab}-${day}.csv`, bookingsCsv(all));
    } catch (error) {
      notify.error(errorMessage(error, "The export failed. Please try again."));
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">Bookings Management</h1>
        {canExport && (
          <button
            type="button"
            onClick={exportCsv}
            disabled={!data || exporting}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-60"
          >
            {exporting ? "Exporting..." : "Export CSV"}
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
              <BookingsTable bookings={shown} onOpen={(booking) => setOpenId(booking._id)} />
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
      <BookingDetails booking={open} busy={change.busy} onAction={act} onClose={() => setOpenId(null)} />
    </div>
  );
}
