import type { BoardView } from "../lib/board";

type BoardToolbarProps = {
  view: BoardView;
  date: string;
  /** A phone shows one day: no week to choose. */
  canShowWeek: boolean;
  onView(view: BoardView): void;
  onDate(date: string): void;
  onStep(direction: -1 | 1): void;
  onToday(): void;
};

const button =
  "min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 hover:bg-slate-50";

/** The board's controls: day or week, previous and next, today and a date picker. */
export function BoardToolbar({
  view,
  date,
  canShowWeek,
  onView,
  onDate,
  onStep,
  onToday,
}: BoardToolbarProps) {
  const unit = view === "day" ? "day" : "week";
  return (
    <div className="flex flex-wrap items-end gap-2">
      {canShowWeek && (
        <div role="group" aria-label="View" className="flex gap-1">
          {(["day", "week"] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => onView(option)}
              className={`${button} aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white`}
            >
              {option === "day" ? "Day" : "Week"}
            </button>
          ))}
        </div>
      )}
      <button type="button" className={button} onClick={() => onStep(-1)} aria-label={`Previous ${unit}`}>
        ‹ Previous
      </button>
      <button type="button" className={button} onClick={onToday}>
        Today
      </button>
      <button type="button" className={button} onClick={() => onStep(1)} aria-label={`Next ${unit}`}>
        Next ›
      </button>
      <label className="text-sm font-medium text-slate-700">
        Date
        <input
          type="date"
          value={date}
          required
          onChange={(event) => event.target.value && onDate(event.target.value)}
          className="mt-1 block min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-slate-900"
        />
      </label>
    </div>
  );
}
