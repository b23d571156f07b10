import type { UseQueryResult } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import type { BookingStatus } from "~/shared/booking-status";
import { todayInLagos } from "~/shared/lagos-date";
import { unassignedLabel } from "~/shared/rules/schedule";
import type { Booking } from "~/shared/schemas/booking";
import type { Crew } from "~/shared/schemas/crew";
import { errorMessage } from "~/web/lib/api-client";
import { useSiteSettings } from "~/web/lib/site-settings";
import { useJobProgress } from "~/web/lib/job-progress";
import { useSchedule } from "../api/get-schedule";
import { visitNeedsPlace, visitNeedsPlaceHelp } from "~/shared/rules/recurring";
import { boardCrews, boardJobs, dayLabel, daysOf, stepDate, type BoardView } from "../lib/board";
import { useWideScreen } from "../lib/use-wide-screen";
import { BoardGrid, type BoardColumn } from "./board-grid";
import { BoardList } from "./board-list";
import { BoardToolbar } from "./board-toolbar";
import { JobCard } from "./job-card";
import { MoveJobDialog } from "./move-job-dialog";

type ScheduleBoardProps = {
  /** The crews jobs may be given to, switched-off ones too: they may still hold a shown job. */
  crews: UseQueryResult<Crew[]>;
  /** A job's status as the bookings screen shows it. */
  renderStatus(status: BookingStatus): ReactNode;
  /** Opens the booking's details. */
  onOpen(job: Booking): void;
  /** Offered in the move dialog once a job has moved (the customer's WhatsApp message). */
  afterMove?: (moved: Booking) => ReactNode;
};

const isDate = (value: string | null): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The schedule board: a day or a week of jobs by window and crew, wide; one day as a list per window on a
 * phone. The day and view live in the address (`?date=2026-12-01&view=week`), so a board can be shared.
 */
export function ScheduleBoard({ crews, renderStatus, onOpen, afterMove }: ScheduleBoardProps) {
  const [params, setParams] = useSearchParams();
  const wide = useWideScreen();
  const date = isDate(params.get("date")) ? params.get("date")! : todayInLagos();
  const view: BoardView = wide && params.get("view") === "week" ? "week" : "day";
  const days = daysOf(view, date);
  const schedule = useSchedule(days[0]!, days.at(-1)!);
  const progress = useJobProgress(days[0]!, days.at(-1)!);
  const { availability } = useSiteSettings();
  const hours = availability.windows;
  const [moving, setMoving] = useState<Booking | null>(null);

  const go = (next: { date?: string; view?: BoardView }) =>
    setParams({ date: next.date ?? date, view: next.view ?? view }, { replace: true });

  const jobs = boardJobs(schedule.data ?? []);
  const shownCrews = boardCrews(crews.data ?? [], jobs);
  const crewName = (job: Booking) =>
    (job.crewId && crews.data?.find((crew) => crew._id === job.crewId)?.name) || unassignedLabel;
  const columns: BoardColumn[] = [
    ...shownCrews.map((crew) => ({ crewId: crew._id, label: crew.name })),
    { crewId: null, label: unassignedLabel },
  ];
  const card = (job: Booking) => (
    <JobCard
      job={job}
      crew={crewName(job)}
      status={renderStatus(job.status)}
      onOpen={() => onOpen(job)}
      onMove={job.status === "completed" ? undefined : () => setMoving(job)}
      progress={progress.data?.get(job._id)}
    />
  );

  // Visits of regular visits that found no room: they have a day but no window until staff move them.
  const waiting = jobs.filter((job) => job.needsPlace && !job.preferredTime);
  const failed = schedule.error ?? crews.error;
  return (
    <div className="min-w-0 space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">Schedule</h1>
      <BoardToolbar
        view={view}
        date={date}
        canShowWeek={wide}
        onView={(next) => go({ view: next })}
        onDate={(next) => go({ date: next })}
        onStep={(direction) => go({ date: stepDate(view, date, direction) })}
        onToday={() => go({ date: todayInLagos() })}
      />
      <p className="text-lg font-semibold text-slate-900" aria-live="polite">
        {view === "day" ? dayLabel(date) : `${dayLabel(days[0]!)} – ${dayLabel(days.at(-1)!)}`}
      </p>
      {waiting.length > 0 && (
        <section
          aria-labelledby="needs-place-title"
          className="rounded-xl border border-amber-200 bg-amber-50 p-4"
        >
          <h2 id="needs-place-title" className="text-lg font-semibold text-amber-950">
            {visitNeedsPlace}
          </h2>
          <p className="mb-3 text-sm text-amber-900">{visitNeedsPlaceHelp}</p>
          <ul className="space-y-2">
            {waiting.map((job) => (
              <li key={job._id}>{card(job)}</li>
            ))}
          </ul>
        </section>
      )}
      <div aria-busy={schedule.isFetching}>
        {schedule.isPending || crews.isPending ? (
          <p role="status" className="py-10 text-center text-slate-600">
            Loading the schedule...
          </p>
        ) : failed ? (
          <p role="alert" className="py-10 text-center text-red-700">
            {errorMessage(failed, "Failed to load the schedule.")}
          </p>
        ) : wide ? (
          <BoardGrid
            days={days}
            columns={columns}
            jobs={jobs}
            hours={hours}
            availability={availability}
            card={card}
          />
        ) : (
          <BoardList date={date} jobs={jobs} hours={hours} availability={availability} card={card} />
        )}
      </div>
      <MoveJobDialog
        job={moving}
        crews={crews.data ?? []}
        hours={hours}
        onClose={() => setMoving(null)}
        afterMove={afterMove}
      />
    </div>
  );
}
