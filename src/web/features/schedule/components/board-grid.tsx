import { Fragment, type ReactNode } from "react";
import { timeWindowLabels, timeWindows } from "~/shared/booking-status";
import type { Availability, WindowHours } from "~/shared/rules/availability";
import type { Booking } from "~/shared/schemas/booking";
import { visibleScrollbar } from "~/web/components/ui/visible-scrollbar";
import { closedDayNote, dayLabel, jobsIn, windowLoadOf } from "../lib/board";

export type BoardColumn = { crewId: string | null; label: string };

type BoardGridProps = {
  days: readonly string[];
  columns: readonly BoardColumn[];
  jobs: readonly Booking[];
  hours: Record<keyof typeof timeWindowLabels, WindowHours>;
  /** The owner's availability: each window's limit, closed dates and weekdays. */
  availability: Availability;
  card(job: Booking): ReactNode;
};

/** The wide board: the windows of each day as rows, the crews and Unassigned as columns. */
export function BoardGrid({ days, columns, jobs, hours, availability, card }: BoardGridProps) {
  const listed = new Set(columns.flatMap((column) => (column.crewId ? [column.crewId] : [])));
  return (
    <div
      className={`overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm ${visibleScrollbar}`}
    >
      <table className="w-full table-fixed border-collapse text-sm">
        <caption className="sr-only">Jobs by time window and crew</caption>
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            <th scope="col" className="w-32 px-3 py-2 text-left">
              Window
            </th>
            {columns.map((column) => (
              <th key={column.crewId ?? ""} scope="col" className="w-56 px-3 py-2 text-left">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {days.map((date) => {
            // A closed day stays on the board, greyed, so a job staff put there anyway is still seen.
            const closed = closedDayNote(availability, date);
            return (
              <Fragment key={date}>
                {days.length > 1 && (
                  <tr className={closed ? "bg-slate-200" : "bg-slate-50"}>
                    <th
                      scope="colgroup"
                      colSpan={columns.length + 1}
                      className="px-3 py-2 text-left text-slate-900"
                    >
                      {dayLabel(date)}
                      {closed && (
                        <>
                          {" "}
                          <span className="ml-2 text-sm font-normal text-slate-700">{closed}</span>
                        </>
                      )}
                    </th>
                  </tr>
                )}
                {timeWindows.map((window) => (
                  <tr key={window} className={`align-top ${closed ? "bg-slate-100" : ""}`}>
                    <th scope="row" className="px-3 py-2 text-left font-semibold text-slate-900">
                      {timeWindowLabels[window]}
                      <span className="block text-xs font-normal text-slate-600">
                        {hours[window].start}–{hours[window].end}
                      </span>
                      <span className="block text-xs font-normal text-slate-700">
                        {windowLoadOf(jobs, availability, date, window)}
                      </span>
                    </th>
                    {columns.map((column) => (
                      <td key={column.crewId ?? ""} className="px-2 py-2">
                        <div
                          role="group"
                          aria-label={`${column.label}, ${timeWindowLabels[window]}, ${dayLabel(date)}`}
                          className="space-y-2"
                        >
                          {jobsIn(jobs, date, window, column.crewId, listed).map((job) => (
                            <Fragment key={job._id}>{card(job)}</Fragment>
                          ))}
                        </div>
                      </td>
                    ))}
                  </tr>
                ))}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
