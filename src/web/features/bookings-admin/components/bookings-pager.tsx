type BookingsPagerProps = {
  page: number;
  pageSize: number;
  total: number;
  busy: boolean;
  onPage(page: number): void;
};

const button =
  "min-h-11 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50";

/** Which bookings are on screen, of how many, with Previous and Next. */
export function BookingsPager({ page, pageSize, total, busy, onPage }: BookingsPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label="Bookings pages" className="flex flex-wrap items-center justify-between gap-3">
      <p role="status" className="text-sm text-slate-600">
        Showing {first}–{last} of {total} · Page {page} of {pages}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className={button}
          disabled={busy || page <= 1}
          onClick={() => onPage(page - 1)}
        >
          Previous
        </button>
        <button
          type="button"
          className={button}
          disabled={busy || page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Next
        </button>
      </div>
    </nav>
  );
}
