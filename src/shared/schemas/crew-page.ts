import { z } from "zod";
import {
  checklistItemTooLong,
  checklistLimits,
  crewActionIdNotValid,
  crewPhotoStageNotValid,
  crewStepNotValid,
  crewSteps,
  crewTakenAtNotValid,
  photoStages,
} from "../rules/crew-page.ts";
import { recordId, text } from "./common.ts";

/** The ID the phone makes for each action it takes: a random UUID, so that a replay is known as one. */
const actionId = z
  .string({ error: crewActionIdNotValid })
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, crewActionIdNotValid)
  .transform((id) => id.toLowerCase());

/** The phone's own clock when the action was taken (it may have waited offline since). */
const takenAt = z.iso.datetime({ error: crewTakenAtNotValid, offset: true });

const bookingId = recordId("Booking");

/** `POST /api/crew-pages/:token/steps`: On our way, Start or Finish on one job. */
export const crewStepInput = z.object({
  id: actionId,
  bookingId,
  step: z.enum(crewSteps, { error: crewStepNotValid }),
  takenAt,
});
export type CrewStepInput = z.infer<typeof crewStepInput>;

export const checklistItem = text("Checklist item")
  .min(1, "Checklist item is required")
  .max(checklistLimits.item, checklistItemTooLong);

/** `POST /api/crew-pages/:token/ticks`: one checklist item ticked or unticked. */
export const crewTickInput = z.object({
  id: actionId,
  bookingId,
  item: checklistItem,
  done: z.boolean({ error: "Say whether the item is done" }),
  takenAt,
});
export type CrewTickInput = z.infer<typeof crewTickInput>;

/** The fields beside the file of `POST /api/crew-pages/:token/photos` (multipart). */
export const crewPhotoFields = z.object({
  id: actionId,
  bookingId,
  stage: z.enum(photoStages, { error: crewPhotoStageNotValid }),
  takenAt,
});
export type CrewPhotoFields = z.infer<typeof crewPhotoFields>;

/** The same photo sent as JSON rather than multipart: the picture's bytes in base64. */
export const crewPhotoJson = crewPhotoFields.extend({
  photo: z
    .string({ error: "Add the photo" })
    .min(1, "Add the photo")
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, "The photo must be base64"),
});
export type CrewPhotoJson = z.infer<typeof crewPhotoJson>;

/** What the crew page hears back: false when the phone had sent the same action before. */
export const crewActionAnswer = z.object({ recorded: z.boolean() });
export type CrewActionAnswer = z.infer<typeof crewActionAnswer>;

/** The secret in the path: any text; one that opens no page is a 404. */
export const crewPageParams = z.object({ token: text("Link") });

/** Where a job stands in the field, from its crew's steps: for the schedule board and Today. */
export const jobProgress = z.object({
  bookingId: z.string(),
  /** The latest step taken, or null before any. */
  state: z.enum(crewSteps).nullable(),
  onTheWayAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** From Start to Finish, once both are taken. */
  minutes: z.number().nullable(),
  /** A step came out of order (Finish before Start): shown to staff. */
  outOfOrder: z.boolean(),
});
export type JobProgress = z.infer<typeof jobProgress>;

export const jobProgressQuery = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "From must be a date (YYYY-MM-DD)"),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "To must be a date (YYYY-MM-DD)"),
});

/** What the crew did on one job, for Booking Details: the checklist with its ticks, and the photos. */
export const jobFieldWork = z.object({
  checklist: z.array(
    z.object({ item: z.string(), done: z.boolean(), at: z.string().nullable(), by: z.string().nullable() }),
  ),
  photos: z.array(
    z.object({ url: z.string(), stage: z.enum(photoStages), takenAt: z.string(), by: z.string() }),
  ),
  progress: jobProgress,
});
export type JobFieldWork = z.infer<typeof jobFieldWork>;
