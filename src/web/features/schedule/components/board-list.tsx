import type { ReactNode } from "react";
import { timeWindowLabels, timeWindows, type TimeWindow } from "~/shared/booking-status";
import type { Availability, WindowHours } from "~/shared/rules/availability";
import { closedDayNote, windowLoadOf } from "../lib/board";
import type { Booking } from "~/shared/schemas/booking";

type BoardListProps = {
  date: string;
  jobs: readonly Booking[];
  hours: Record<TimeWindow, WindowHours>;
  availability: Availability;
  card(job: Booking): ReactNode;
};

/** The phone's board: one day, a list of its jobs per window, each card naming its crew. */
export function BoardList({ date, jobs, hours, availability, card }: BoardListProps) {
  const closed = closedDayNote(availability, date);
  return (
    <div className="space-y-5">
      {closed && <p className="rounded-lg bg-slate-100 px-3 py-2 text-slate-800">{closed}</p>}
      {timeWindows.map((window) => {
        const inWindow = jobs.filter((job) => job.preferredDate === date && job.preferredTime === window);
        const headingId = `board-${window}`;
        return (
          <section key={window} aria-labelledby={headingId}>
            <h2 id={headingId} className="text-lg font-semibold text-slate-900">
              {timeWindowLabels[window]}{" "}
              <span className="text-sm font-normal text-slate-600">
                {hours[window].start}–{hours[window].end}
              </span>{" "}
              <span className="text-sm font-normal text-slate-700">
                · {windowLoadOf(jobs, availability, date, window)}
              </span>
            </h2>
            {inWindow.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600">No jobs.</p>
            ) : (
              <ul className="mt-2 space-y-2">
                {inWindow.map((job) => (
                  <li key={job._id}>{card(job)}</li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
