import { crewStepLabels, durationLabel, outOfOrderLabel } from "~/shared/rules/crew-page";
import type { JobProgress } from "~/shared/schemas/crew-page";

const looks = {
  "on-the-way": "bg-sky-100 text-sky-900",
  started: "bg-amber-100 text-amber-900",
  finished: "bg-green-100 text-green-900",
} as const;

/** A job's state in the field, from its crew's page: on the way, started, or finished and how long it took. */
export function JobProgressBadge({ progress }: { progress: JobProgress | undefined }) {
  if (!progress?.state) return null;
  const took =
    progress.state === "finished" && progress.minutes !== null
      ? ` in ${durationLabel(progress.minutes)}`
      : "";
  return (
    <span
      data-testid="job-progress"
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${looks[progress.state]}`}
    >
      {crewStepLabels[progress.state]}
      {took}
      {progress.outOfOrder && ` (${outOfOrderLabel})`}
    </span>
  );
}
