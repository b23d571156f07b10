import type { ReactNode } from "react";
import type { Booking } from "~/shared/schemas/booking";
import type { JobProgress } from "~/shared/schemas/crew-page";
import { JobProgressBadge } from "~/web/components/ui/job-progress-badge";

type JobCardProps = {
  job: Booking;
  /** The crew's name, or the words for a job given to no crew. */
  crew: string;
  /** The job's status as the bookings screen shows it. */
  status: ReactNode;
  onOpen(): void;
  /** Left out where the job can no longer move (a completed one). */
  onMove?: () => void;
  /** Where the job stands in the field, from the crew's page. */
  progress?: JobProgress;
};

/** One job on the board: who, the area it was booked for and where, what, its status and crew; it opens the booking's details. */
export function JobCard({ job, crew, status, onOpen, onMove, progress }: JobCardProps) {
  const services = job.services.map((service) => service.name).join(", ");
  return (
    <article className="min-w-0 rounded-lg border border-slate-200 bg-white p-2 shadow-sm">
      <button
        type="button"
        onClick={onOpen}
        className="block min-h-11 w-full rounded-md px-1 text-left hover:bg-slate-50"
      >
        <span className="block font-semibold break-words text-slate-900">{job.customerName}</span>
        {job.area && (
          <span data-testid="job-area" className="block text-xs font-semibold text-brand-800">
            {job.area}
          </span>
        )}
        <span className="block truncate text-sm text-slate-600" title={job.address}>
          {job.address}
        </span>
        <span className="line-clamp-2 block text-sm text-slate-700">{services}</span>
      </button>
      <div className="mt-1 flex flex-wrap items-center gap-2 px-1">
        {status}
        <JobProgressBadge progress={progress} />
        <span className="min-w-0 flex-1 truncate text-xs font-medium text-slate-700">{crew}</span>
        {onMove && (
          <button
            type="button"
            onClick={onMove}
            aria-label={`Move the job of ${job.customerName}`}
            className="min-h-11 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-700 hover:bg-slate-50"
          >
            Move
          </button>
        )}
      </div>
    </article>
  );
}
