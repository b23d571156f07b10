// The crew page (docs/decisions/049-crew-pages.md): a crew's private link, the jobs it shows, the steps a
// crew takes from it (on the way, started, finished), its checklists and photos, and what staff are shown
// of them. Read by the crew page's server routes and script, the Crews and Services screens, the booking
// history and the schedule board.

/** Where a crew's page is served: the token is the only secret, so the address is the key. */
export function crewPagePath(token: string): string {
  return `/crew/${token}`;
}

/** The page lists today's jobs and those of the days after it, in Lagos time. */
export const crewPageDays = 3;

/** A wrong, old or renewed link: 404, with nothing said of what exists. */
export const crewPageNotFound = "This crew link is not valid. Ask the office for the new one.";

export const crewSteps = ["on-the-way", "started", "finished"] as const;
export type CrewStep = (typeof crewSteps)[number];

/** The buttons on the crew page. */
export const crewStepButtons: Record<CrewStep, string> = {
  "on-the-way": "On our way",
  started: "Start",
  finished: "Finish",
};

/** How staff read a step, in the booking's history and on the board. */
export const crewStepLabels: Record<CrewStep, string> = {
  "on-the-way": "Crew on the way",
  started: "Work started",
  finished: "Work finished",
};

/** Said beside a step that came before the one it should follow (Finish before Start), or again. */
export const outOfOrderLabel = "out of order";

/**
 * A step is out of order when a later or the same step is already recorded for the job, or when Finish comes
 * with no Start before it. It is recorded all the same: the crew was there, and staff are shown the oddity.
 */
export function stepOutOfOrder(step: CrewStep, earlier: readonly CrewStep[]): boolean {
  const rank = crewSteps.indexOf(step);
  if (earlier.some((done) => crewSteps.indexOf(done) >= rank)) return true;
  return step === "finished" && !earlier.includes("started");
}

export const photoStages = ["before", "after"] as const;
export type PhotoStage = (typeof photoStages)[number];
export const photoStageLabels: Record<PhotoStage, string> = { before: "Before", after: "After" };

/** The phone shrinks a photo to this longest side before it is sent. */
export const crewPhotoLongestSide = 1600;

export const checklistLimits = { items: 30, item: 120 } as const;
export const checklistTooLong = `A checklist has at most ${checklistLimits.items} items.`;
export const checklistItemTooLong = `A checklist item has at most ${checklistLimits.item} characters.`;
export const checklistHint =
  "One item per line. Crews tick them on their page; staff see the ticks in Booking Details.";

/** Refusals of what a crew sends: shown on the phone beside what was not sent. */
export const crewJobNotYours = "This job is no longer given to your crew. Ask the office.";
export const crewJobCancelled = "This job was cancelled. Ask the office.";
export const crewItemNotOnChecklist = "That item is not on this job's checklist.";
export const crewActionIdNotValid = "The step has no valid ID. Take it again.";
export const crewStepNotValid = "Say which step: on-the-way, started or finished.";
export const crewTakenAtNotValid = "The time the step was taken is not valid.";
export const crewPhotoStageNotValid = "Say whether the photo is from before or after the work.";

/** What the phone says of actions that wait for the connection, and of those refused. */
export function waitingLabel(count: number): string {
  return count === 0 ? "Everything is sent." : `${count} waiting to be sent`;
}
export const notSentLabel = "Not sent";

/** The Settings choice: whether Finish on the crew page completes the booking (and tells the customer). */
export const finishCompletesLabel = "Finish on the crew page completes the booking";
export const finishCompletesHint =
  "On: the booking is marked completed and the customer gets the completion message when the crew taps Finish. Off: staff complete it themselves.";

/** Asked before a renewal, which ends the old link at once. */
export const renewCrewLinkWarning =
  "Renew this crew link? The old link stops working at once, and steps still waiting on the crew's phone are refused: send the crew the new one.";

/** How long a job took, from Start to Finish, in minutes: "1 h 25 min". */
export function durationLabel(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
