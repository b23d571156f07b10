// One app for the schedule board's tests: an owner, a staff member, every window taking two jobs, one
// closed day, and short ways to make crews and jobs, move them and read what was stored.
import type { TimeWindow } from "../../shared/booking-status.ts";
import { todayInLagos } from "../../shared/lagos-date.ts";
import { addDays } from "../../shared/rules/availability.ts";
import { signedInAs } from "./accounts.ts";
import { everyWindow, placesTakenIn, setAvailability } from "./availability.ts";
import { addCrew, insertJob, type JobValues } from "./job-fixtures.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/** The Lagos date `n` days from today: moves into the past are refused. */
export const day = (n: number) => addDays(todayInLagos(), n);
export const closedDay = day(30);
export const closedNote = "Staff retreat";

export type ScheduleKit = Awaited<ReturnType<typeof scheduleKit>>;

export async function scheduleKit() {
  const t: TestApp = await createTestApp({ rateLimitScale: 1000 });
  const owner = await t.signIn();
  const staff = await signedInAs(t, owner, "staff");
  await setAvailability(t, owner, {
    capacity: everyWindow(2),
    closedDates: [{ date: closedDay, note: closedNote }],
  });

  let crews = 0;
  return {
    t,
    owner,
    staff,
    async crew(active = true): Promise<string> {
      crews++;
      return addCrew(t, owner, `Board Team ${crews}`, active);
    },
    /** A job written straight to the tables (it holds no window place). */
    job: (values: Partial<JobValues> = {}) =>
      insertJob(t.app.db, { date: day(60), window: "morning", ...values }).then((row) => row.id),
    move: (id: string, payload: unknown, cookie = staff) =>
      t.app.inject({
        method: "PUT",
        url: `/api/bookings/${id}/schedule`,
        headers: { cookie },
        payload: payload as object,
      }),
    assign: (id: string, crewId: string | null) =>
      t.app.inject({
        method: "PUT",
        url: `/api/bookings/${id}/crew`,
        headers: { cookie: staff },
        payload: { crewId },
      }),
    stored: (id: string) =>
      t.app.db
        .selectFrom("bookings")
        .select(["preferred_date", "preferred_time", "crew_id", "status", "updated_at"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow(),
    taken: (date: string, window: TimeWindow) => placesTakenIn(t.app.db, date, window),
    auditOf: (id: string) =>
      t.app.db.selectFrom("audit_log").selectAll().where("entity_id", "=", id).execute(),
  };
}
