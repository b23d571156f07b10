import { timeWindowLabels, timeWindows, type TimeWindow } from "~/shared/booking-status";
import { formatShortDay } from "~/shared/lagos-date";
import { bookingDetailsPath, noCrewYet, todayEmpty, todayHeadings } from "~/shared/rules/today";
import type { WindowHours } from "~/shared/rules/availability";
import type { TodayJob } from "~/shared/schemas/today";
import { useJobProgress } from "~/web/lib/job-progress";
import { JobProgressBadge } from "~/web/components/ui/job-progress-badge";
import { TodayLine } from "./today-line";
import { TodaySection } from "./today-section";

type TodayJobsProps = {
  date: string;
  tomorrow: string;
  jobs: readonly TodayJob[];
  hours: Record<TimeWindow, WindowHours>;
};

/**
 * Today's and tomorrow's jobs, each day by window, each job with its crew (or none yet) and where it
 * stands in the field (on the way, started, finished and how long it took), as on the schedule board.
 */
export function TodayJobs({ date, tomorrow, jobs, hours }: TodayJobsProps) {
  const progress = useJobProgress(date, tomorrow).data;
  const days = [
    { date, label: `Today, ${formatShortDay(date)}` },
    { date: tomorrow, label: `Tomorrow, ${formatShortDay(tomorrow)}` },
  ];
  return (
    <TodaySection id="today-jobs" title={todayHeadings.jobs} empty={todayEmpty.jobs}>
      {jobs.length > 0 &&
        days.map((day) => {
          const ofDay = jobs.filter((job) => job.preferredDate === day.date);
          return (
            <li key={day.date} className="py-2">
              <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{day.label}</h3>
              {ofDay.length === 0 ? (
                <p className="py-1 text-sm text-slate-600">No jobs.</p>
              ) : (
                <ul>
                  {ofDay.map((job) => (
                    <TodayLine
                      key={job._id}
                      to={bookingDetailsPath(job.bookingId)}
                      title={job.customerName}
                      detail={windowOf(job.preferredTime, hours)}
                      aside={
                        <span className="flex flex-col items-end gap-1">
                          <span className={job.crewName ? "text-slate-700" : "font-medium text-amber-800"}>
                            {job.crewName ?? noCrewYet}
                          </span>
                          <JobProgressBadge progress={progress?.get(job._id)} />
                        </span>
                      }
                    />
                  ))}
                </ul>
              )}
            </li>
          );
        })}
    </TodaySection>
  );
}

/** "Morning (8:00–12:00)", or what the job lacks. */
export function windowOf(window: TimeWindow | null, hours: Record<TimeWindow, WindowHours>): string {
  if (!window || !timeWindows.includes(window)) return "No window yet";
  return `${timeWindowLabels[window]} (${hours[window].start}–${hours[window].end})`;
}
