import { bookingTabs, type BookingTab } from "~/shared/rules/bookings-list";

type BookingsTabsProps = {
  value: BookingTab;
  counts: Record<BookingTab, number>;
  onChange(tab: BookingTab): void;
};

/** The status tabs with their counts (All and each status); arrow keys move between them. */
export function BookingsTabs({ value, counts, onChange }: BookingsTabsProps) {
  function onKeyDown(event: React.KeyboardEvent, index: number) {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = bookingTabs[(index + step + bookingTabs.length) % bookingTabs.length]!;
    onChange(next.value);
    document.getElementById(`bookings-tab-${next.value}`)?.focus();
  }
  return (
    <div role="tablist" aria-label="Booking status" className="flex flex-wrap gap-2">
      {bookingTabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            id={`bookings-tab-${tab.value}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls="bookings-panel"
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`rounded-full px-4 py-1.5 text-sm font-medium ${
              selected
                ? "bg-brand-600 text-white"
                : "bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
            }`}
          >
            {tab.label} ({counts[tab.value]})
          </button>
        );
      })}
    </div>
  );
}
