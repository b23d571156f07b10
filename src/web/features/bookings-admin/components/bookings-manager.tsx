import { useMemo, useState } from "react";
import type { Booking } from "~/shared/schemas/booking";
import { errorMessage } from "~/web/lib/api-client";
import { notify } from "~/web/lib/toast";
import { useChangeBookingStatus, type BookingAction } from "../api/change-booking-status";
import { useBookings } from "../api/get-bookings";
import { bookingsCsv, downloadCsv } from "../lib/bookings-csv";
import { countByTab, filterBookings, newestFirst, type BookingTab } from "../lib/filter-bookings";
import { BookingDetails } from "./booking-details";
import { BookingsTable } from "./bookings-table";
import { BookingsTabs } from "./bookings-tabs";

const doneMessages: Record<BookingAction, string> = {
  confirm: "Booking confirmed",
  complete: "Booking marked as completed",
  cancel: "Booking cancelled",
};

/** Bookings Management (SPEC.md §2; DECISIONS.md D4–D6, B4). */
export function BookingsManager() {
  const bookings = useBookings();
  const change = useChangeBookingStatus();
  const [tab, setTab] = useState<BookingTab>("all");
  const [search, setSearch] = useState("");
  const [openId, setOpenId] = useState<string | null>(null);

  const all = useMemo(() => newestFirst(bookings.data ?? []), [bookings.data]);
  const counts = useMemo(() => countByTab(all), [all]);
  const shown = useMemo(() => filterBookings(all, tab, search), [all, tab, search]);
  const open = all.find((booking) => booking._id === openId) ?? null;

  async function act(action: BookingAction) {
    if (!open || !window.confirm(`Are you sure you want to ${action} this booking?`)) return;
    try {
      await change.mutateAsync({ id: open._id, action });
      notify.success(doneMessages[action]);
    } catch (error) {
      notify.error(errorMessage(error, "Something went wrong. Please try again."));
    }
    setOpenId(null);
  }

  function exportCsv() {
    const day = new Date().toISOString().slice(0, 10);
    downloadCsv(`bookings-${tab}-${day}.csv`, bookingsCsv(filterBookings(all, tab, "")));
  }

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">Bookings Management</h1>
        <button
          type="button"
          onClick={exportCsv}
          disabled={!bookings.data}
          className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-60"
        >
          Export CSV
        </button>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <BookingsTabs value={tab} counts={counts} onChange={setTab} />
        <div>
          <label htmlFor="bookings-search" className="block text-sm font-medium text-slate-700">
            Search bookings
          </label>
          <input
            id="bookings-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="ID, name, email or phone"
            className="mt-1 w-72 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900"
          />
        </div>
      </div>
      <div id="bookings-panel" role="tabpanel" aria-label="Bookings">
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
          <BookingsTable bookings={shown} onOpen={(booking: Booking) => setOpenId(booking._id)} />
        )}
      </div>
      <BookingDetails booking={open} busy={change.isPending} onAction={act} onClose={() => setOpenId(null)} />
    </div>
  );
}
