import type { Kysely, Transaction } from "kysely";
import { canChangeStatus, type BookingStatus } from "../../../shared/booking-status.ts";
import {
  crewItemNotOnChecklist,
  crewJobCancelled,
  crewJobNotYours,
  crewSteps,
  stepOutOfOrder,
  type CrewStep,
} from "../../../shared/rules/crew-page.ts";
import type { CrewPhotoFields, CrewStepInput, CrewTickInput } from "../../../shared/schemas/crew-page.ts";
import type { SiteSettings } from "../../../shared/schemas/settings.ts";
import type { CrewRow, Database } from "../../db/schema.ts";
import { badRequest, conflict, HttpError } from "../../lib/http-error.ts";
import { nowIso } from "../../lib/time.ts";
import { recordBookingEvent } from "../bookings/booking-events.repository.ts";
import { lockForChange } from "../bookings/booking-slot.service.ts";
import { findBookingById, findItemsOf, toBooking } from "../bookings/bookings.repository.ts";
import { setBookingStatus } from "../bookings/bookings.service.ts";
import { processUpload } from "../images/image-processing.ts";
import { storeProcessedImage } from "../images/images.service.ts";
import { onTheWayMessages, statusChangeMessages, type MessageContext } from "../outbox/booking-messages.ts";
import { enqueueMessages } from "../outbox/outbox.repository.ts";
import { bookingChecklist, insertCrewAction } from "./crew-page.repository.ts";

/** What a crew's action needs of the site: the settings as they are now and the messages' context. */
export type CrewActionContext = { settings: SiteSettings; messages: MessageContext };

/** A step taken this long after the phone says it was taken waited offline: staff are told so. */
const sentLateMs = 2 * 60_000;

/**
 * The job, locked until the action is recorded (so two steps on one job are ordered), provided it is still
 * this crew's and not cancelled: otherwise the phone is told why the action was not taken.
 */
async function crewJob(trx: Transaction<Database>, crew: CrewRow, bookingId: string) {
  const row = await lockForChange(trx, bookingId);
  if (!row || row.crew_id !== crew.id) throw conflict(crewJobNotYours);
  if (row.status === "cancelled") throw conflict(crewJobCancelled);
  return row;
}

/**
 * On our way, Start or Finish, recorded once under the phone's ID (a replay answers `false`): in the
 * booking's history as done by the crew, with the phone's time and whether it came out of order. On our way
 * tells the customer; Finish completes the booking unless the owner turned that off.
 */
export async function recordCrewStep(
  db: Kysely<Database>,
  context: CrewActionContext,
  crew: CrewRow,
  input: CrewStepInput,
): Promise<boolean> {
  const recorded = await db.transaction().execute(async (trx) => {
    const row = await crewJob(trx, crew, input.bookingId);
    const earlier = await trx
      .selectFrom("crew_actions")
      .select("kind")
      .where("booking_id", "=", row.id)
      .where("kind", "in", crewSteps)
      .orderBy("received_at")
      .orderBy("id")
      .execute();
    const receivedAt = nowIso();
    const inserted = await insertCrewAction(trx, {
      id: input.id,
      crew_id: crew.id,
      booking_id: row.id,
      kind: input.step,
      taken_at: input.takenAt,
      received_at: receivedAt,
    });
    if (!inserted) return false;
    await recordBookingEvent(
      trx,
      row.id,
      input.step,
      { actor: "crew", name: crew.name },
      {
        takenAt: new Date(input.takenAt).toISOString(),
        outOfOrder: stepOutOfOrder(
          input.step,
          earlier.map((action) => action.kind as CrewStep),
        ),
        sentLate: Date.parse(receivedAt) - Date.parse(input.takenAt) > sentLateMs,
      },
    );
    if (input.step === "on-the-way") {
      const booking = toBooking(row, await findItemsOf(trx, row.id));
      await enqueueMessages(trx, onTheWayMessages(booking, input.id, context.messages));
    }
    return true;
  });
  // Also on a replay: should the first sending have been cut off between the step and the completion,
  // the replay completes the booking. Completing twice is not possible (the status is checked and changed
  // under a lock), so a replay that finds the booking completed changes nothing.
  if (input.step === "finished" && context.settings.crewPage.finishCompletes) {
    await completeForCrew(db, context, crew, input.bookingId);
  }
  return recorded;
}

/** Completes the booking through the staff status change (its history line, audit entry and message). */
async function completeForCrew(db: Kysely<Database>, context: CrewActionContext, crew: CrewRow, id: string) {
  const row = await findBookingById(db, id);
  if (!row || !canChangeStatus(row.status as BookingStatus, "completed")) return;
  const actor = { id: crew.id, email: `${crew.name} (crew page)`, first_name: `${crew.name} (crew page)` };
  try {
    await setBookingStatus(db, actor, id, "completed", (booking) =>
      statusChangeMessages(booking, "completed", context.messages),
    );
  } catch (error) {
    // Staff completed or cancelled it meanwhile: the step stands, the status is theirs.
    if (error instanceof HttpError && error.statusCode === 409) return;
    throw error;
  }
}

/** A checklist item ticked or unticked; the latest the phone took counts. */
export async function recordCrewTick(
  db: Kysely<Database>,
  crew: CrewRow,
  input: CrewTickInput,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await crewJob(trx, crew, input.bookingId);
    if (!(await bookingChecklist(trx, row.id)).includes(input.item)) throw badRequest(crewItemNotOnChecklist);
    return insertCrewAction(trx, {
      id: input.id,
      crew_id: crew.id,
      booking_id: row.id,
      kind: "tick",
      taken_at: input.takenAt,
      received_at: nowIso(),
      item: input.item,
      done: input.done ? 1 : 0,
    });
  });
}

class AlreadyRecorded extends Error {}

/**
 * A before or after photo: checked and re-encoded like every upload (not an image, too large, a bomb:
 * refused), stored, and linked to the job once under the phone's ID.
 */
export async function recordCrewPhoto(
  db: Kysely<Database>,
  crew: CrewRow,
  fields: CrewPhotoFields,
  bytes: Buffer,
): Promise<boolean> {
  const known = await db
    .selectFrom("crew_actions")
    .select("id")
    .where("id", "=", fields.id)
    .executeTakeFirst();
  if (known) return false;
  const image = await processUpload(bytes);
  try {
    await db.transaction().execute(async (trx) => {
      const row = await crewJob(trx, crew, fields.bookingId);
      const url = await storeProcessedImage(trx, image);
      const inserted = await insertCrewAction(trx, {
        id: fields.id,
        crew_id: crew.id,
        booking_id: row.id,
        kind: "photo",
        taken_at: fields.takenAt,
        received_at: nowIso(),
        image_id: url.slice(url.lastIndexOf("/") + 1),
        stage: fields.stage,
      });
      // The same photo sent twice at once: the second one's copy of the image is not kept.
      if (!inserted) throw new AlreadyRecorded();
    });
  } catch (error) {
    if (error instanceof AlreadyRecorded) return false;
    throw error;
  }
  return true;
}
