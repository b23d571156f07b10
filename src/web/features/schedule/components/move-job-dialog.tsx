import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { timeWindowLabels, timeWindows, type TimeWindow } from "~/shared/booking-status";
import { todayInLagos } from "~/shared/lagos-date";
import type { WindowHours } from "~/shared/rules/availability";
import { crewOptionLabel } from "~/shared/rules/crews";
import { jobMoved, moveToldCustomer, noCrewChoice, overbookLabel } from "~/shared/rules/schedule";
import type { Booking } from "~/shared/schemas/booking";
import type { Crew } from "~/shared/schemas/crew";
import { Dialog } from "~/web/components/ui/dialog";
import { dashboardLook } from "~/web/components/ui/form-styles";
import { errorMessage } from "~/web/lib/api-client";
import { notify } from "~/web/lib/toast";
import { useMoveJob } from "../api/move-job";

type MoveJobDialogProps = {
  job: Booking | null;
  crews: readonly Crew[];
  hours: Record<TimeWindow, WindowHours>;
  onClose(): void;
  /** Offered once the job has moved: the customer's WhatsApp message with the new day and window. */
  afterMove?: (moved: Booking) => ReactNode;
};

/** Moves a job to a date, window and crew; the API's refusal (a full window, a busy crew) is shown here. */
export function MoveJobDialog(props: MoveJobDialogProps) {
  const { job, onClose } = props;
  return (
    <Dialog open={job !== null} onClose={onClose} title="Move job" closeLabel="Close move">
      {job && <MoveJobForm key={job._id} {...props} job={job} />}
    </Dialog>
  );
}

/** What the dialog shows once the job has moved: the customer was told, WhatsApp and Done at hand. */
function Moved({
  moved,
  afterMove,
  onClose,
}: {
  moved: Booking;
  afterMove?: MoveJobDialogProps["afterMove"];
  onClose(): void;
}) {
  const panel = useRef<HTMLDivElement>(null);
  // Focus goes to the next thing to do (the WhatsApp message, else Done), never back to the page.
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>("a[href], button")?.focus();
  }, []);
  return (
    <div ref={panel} className="space-y-4">
      <p role="status" className="font-medium text-slate-900">
        {jobMoved} {moveToldCustomer}
      </p>
      {afterMove?.(moved)}
      <div className="flex justify-end">
        <button
          type="button"
          onClick={onClose}
          className="min-h-11 rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-700 hover:bg-slate-50"
        >
          Done
        </button>
      </div>
    </div>
  );
}

function MoveJobForm({ job, crews, hours, onClose, afterMove }: MoveJobDialogProps & { job: Booking }) {
  const move = useMoveJob();
  const [moved, setMoved] = useState<Booking | null>(null);
  const [date, setDate] = useState(job.preferredDate ?? todayInLagos());
  const [timeWindow, setTimeWindow] = useState<TimeWindow>(job.preferredTime ?? "morning");
  const [crewId, setCrewId] = useState(job.crewId ?? "");
  const [overbook, setOverbook] = useState(false);
  const [error, setError] = useState("");
  // Switched-off crews take no new job: only the one the job already has is offered among them.
  const offered = crews.filter((crew) => crew.active || crew._id === job.crewId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError("");
    try {
      const answer = await move.mutateAsync({
        id: job._id,
        preferredDate: date,
        preferredTime: timeWindow,
        crewId: crewId || null,
        overbook,
      });
      notify.success(jobMoved);
      // A new day or window is the customer's news: stay open on it. A change of crew alone closes.
      if (answer.preferredDate !== job.preferredDate || answer.preferredTime !== job.preferredTime)
        setMoved(answer);
      else onClose();
    } catch (caught) {
      setError(errorMessage(caught, "The job could not be moved. Please try again."));
    }
  }

  if (moved) return <Moved moved={moved} afterMove={afterMove} onClose={onClose} />;
  return (
    <form method="post" onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-700">{job.customerName}</p>
      <label className={dashboardLook.label}>
        Date
        <input
          type="date"
          required
          min={todayInLagos()}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          className={dashboardLook.control}
        />
      </label>
      <label className={dashboardLook.label}>
        Time window
        <select
          value={timeWindow}
          onChange={(event) => setTimeWindow(event.target.value as TimeWindow)}
          className={dashboardLook.control}
        >
          {timeWindows.map((option) => (
            <option key={option} value={option}>
              {timeWindowLabels[option]} ({hours[option].start}–{hours[option].end})
            </option>
          ))}
        </select>
      </label>
      <label className={dashboardLook.label}>
        Crew
        <select
          value={crewId}
          onChange={(event) => setCrewId(event.target.value)}
          className={dashboardLook.control}
        >
          <option value="">{noCrewChoice}</option>
          {offered.map((crew) => (
            <option key={crew._id} value={crew._id}>
              {crewOptionLabel(crew)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={overbook}
          onChange={(event) => setOverbook(event.target.checked)}
          className="h-5 w-5 shrink-0"
        />
        {overbookLabel}
      </label>
      {error && (
        <p role="alert" className={dashboardLook.error}>
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={onClose}
          className="min-h-11 rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-700 hover:bg-slate-50"
        >
          Cancel
        </button>
        <button
          type="submit"
          disabled={move.isPending}
          className="min-h-11 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {move.isPending ? "Moving..." : "Move job"}
        </button>
      </div>
    </form>
  );
}
