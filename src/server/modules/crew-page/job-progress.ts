import { crewSteps, stepOutOfOrder, type CrewStep } from "../../../shared/rules/crew-page.ts";
import type { JobProgress } from "../../../shared/schemas/crew-page.ts";

type StepAction = { booking_id: string; kind: string; taken_at: string };

const isStep = (kind: string): kind is CrewStep => (crewSteps as readonly string[]).includes(kind);

/**
 * Where one job stands from its crew's steps, in the order they reached the server. Times are the phone's
 * (when the crew tapped), so a step sent late still counts when it was taken; the first of each step counts.
 */
export function progressOf(bookingId: string, actions: readonly StepAction[]): JobProgress {
  const taken: CrewStep[] = [];
  const at: Partial<Record<CrewStep, string>> = {};
  let outOfOrder = false;
  for (const action of actions) {
    if (action.booking_id !== bookingId || !isStep(action.kind)) continue;
    if (stepOutOfOrder(action.kind, taken)) outOfOrder = true;
    taken.push(action.kind);
    at[action.kind] ??= action.taken_at;
  }
  const state = taken.reduce<CrewStep | null>(
    (latest, step) => (latest && crewSteps.indexOf(latest) > crewSteps.indexOf(step) ? latest : step),
    null,
  );
  const minutes =
    at.started && at.finished
      ? Math.max(0, (Date.parse(at.finished) - Date.parse(at.started)) / 60_000)
      : null;
  return {
    bookingId,
    state,
    onTheWayAt: at["on-the-way"] ?? null,
    startedAt: at.started ?? null,
    finishedAt: at.finished ?? null,
    minutes: minutes === null ? null : Math.round(minutes),
    outOfOrder,
  };
}

/** The progress of every job that has at least one step, by booking. */
export function progressByBooking(actions: readonly StepAction[]): JobProgress[] {
  const ids = [
    ...new Set(actions.filter((action) => isStep(action.kind)).map((action) => action.booking_id)),
  ];
  return ids.map((id) => progressOf(id, actions));
}
