// Two instances on one PostgreSQL, changing the same booking at the same moment: a staff
// cancel, a staff move and a customer's reschedule of one booking, thirty times over; and a series ended
// while its visits are moved. Whatever wins each race, every window's count of places ends equal to its live
// bookings, checked with SQL of its own and by the doctor.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInLagos } from "../../shared/lagos-date.ts";
import { addDays } from "../../shared/rules/availability.ts";
import { placesMatch } from "../../shared/rules/doctor.ts";
import { checkPlaces } from "../cli/doctor.ts";
import { openDatabase } from "../db/database.ts";
import { bookingPayload, type SeededService } from "./booking-fixtures.ts";
import { apiCall, startTwoInstances, twoInstancesSkipReason, type TwoInstances } from "./two-instances.ts";

const skipReason = twoInstancesSkipReason;
const rounds = 30;
const inDays = (days: number) => addDays(todayInLagos(), days);
const tokenOf = (manageUrl: string) => manageUrl.split("/").at(-1)!;

describe.skipIf(skipReason !== undefined)(
  `one booking changed on two instances at once${skipReason ? ` (skipped: ${skipReason})` : ""}`,
  () => {
    let instances: TwoInstances;
    let cookie: string;
    let service: SeededService;
    beforeAll(async () => {
      instances = await startTwoInstances();
      const { a, run } = instances;
      cookie = await instances.signIn();
      const category = await apiCall(
        a,
        "POST",
        "/categories/create",
        { name: `Homes ${run}`, description: "Homes", images: [] },
        cookie,
      );
      const created = await apiCall(
        a,
        "POST",
        "/services/create",
        {
          name: `Deep clean ${run}`,
          description: "Every room",
          price: 30000,
          category: category.json._id,
          images: [],
        },
        cookie,
      );
      expect(created.status).toBe(201);
      service = created.json;
      const saved = await apiCall(
        a,
        "PUT",
        "/settings",
        { recurring: { weekly: 10, fortnightly: 5, monthly: 5 } },
        cookie,
      );
      expect(saved.status).toBe(200);
    }, 90_000);
    afterAll(() => instances?.stop(), 30_000);

    /** Windows whose count differs from their live bookings, worked out in SQL alone. */
    async function driftBySql() {
      const handle = openDatabase(instances.databaseUrl);
      try {
        const { rows } = await sql<{ date: string; window: string; counted: number; live: number }>`
          select coalesce(w.date, b.date) as date, coalesce(w.time_window, b.time_window) as window,
                 coalesce(w.taken, 0) as counted, coalesce(b.live, 0) as live
          from window_places w
          full outer join (
            select preferred_date as date, preferred_time as time_window, count(*) as live
            from bookings
            where status in ('pending', 'confirmed') and preferred_date is not null and preferred_time is not null
            group by preferred_date, preferred_time
          ) b on b.date = w.date and b.time_window = w.time_window
          where coalesce(w.taken, 0) <> coalesce(b.live, 0)`.execute(handle.db);
        return rows;
      } finally {
        await handle.close();
      }
    }

    async function expectNoDrift() {
      expect(await driftBySql()).toEqual([]);
      expect(await checkPlaces(instances.databaseUrl)).toEqual({ ok: true, line: placesMatch() });
    }

    const book = async (overrides: Parameters<typeof bookingPayload>[1]) => {
      const made = await apiCall(
        instances.a,
        "POST",
        "/bookings/create",
        bookingPayload([service], overrides),
      );
      expect(made.status, JSON.stringify(made.json)).toBe(201);
      return made.json;
    };

    it("a staff cancel, a staff move and a customer's reschedule of one booking, 30 times", async () => {
      const { a, b } = instances;
      const outcomes: number[] = [];
      for (let round = 0; round < rounds; round++) {
        const day = 3 + (round % 10);
        const booking = await book({ preferredDate: inDays(day), preferredTime: "morning" });
        const answers = await Promise.all([
          apiCall(a, "DELETE", `/bookings/delete/${booking._id}`, undefined, cookie),
          apiCall(
            b,
            "PUT",
            `/bookings/${booking._id}/schedule`,
            { preferredDate: inDays(day + 1), preferredTime: "afternoon" },
            cookie,
          ),
          apiCall(round % 2 ? a : b, "POST", `/bookings/manage/${tokenOf(booking.manageUrl)}/reschedule`, {
            preferredDate: inDays(day + 2),
            preferredTime: "evening",
          }),
        ]);
        // The cancel always succeeds; a move that comes after it is refused with a message, never a 5xx.
        expect(answers[0].status).toBe(200);
        for (const answer of answers.slice(1)) {
          expect([200, 409], JSON.stringify(answer.json)).toContain(answer.status);
          if (answer.status === 409) expect(answer.json.message).toEqual(expect.any(String));
        }
        outcomes.push(...answers.map((answer) => answer.status));
      }
      expect(outcomes).toHaveLength(rounds * 3);
      await expectNoDrift();
    }, 60_000);

    it("a series ended while a visit is moved by staff and another by the customer, 30 times", async () => {
      const { a, b } = instances;
      for (let round = 0; round < rounds; round++) {
        const day = 3 + (round % 7);
        const first = await book({
          frequency: "weekly",
          preferredDate: inDays(day),
          preferredTime: "afternoon",
          discount: 10,
          customerName: `Series ${round}`,
        });
        const visits: { _id: string }[] = first.series.visits;
        expect(visits.length).toBeGreaterThan(3);
        const answers = await Promise.all([
          apiCall(round % 2 ? a : b, "POST", `/bookings/series/${first.series.id}/cancel`, undefined, cookie),
          apiCall(
            round % 2 ? b : a,
            "PUT",
            `/bookings/${visits[1]!._id}/schedule`,
            { preferredDate: inDays(day + 8), preferredTime: "evening" },
            cookie,
          ),
          apiCall(
            b,
            "POST",
            `/bookings/manage/${tokenOf(first.manageUrl)}/visits/${visits[2]!._id}/reschedule`,
            { preferredDate: inDays(day + 15), preferredTime: "morning" },
          ),
        ]);
        expect(answers[0].status, JSON.stringify(answers[0].json)).toBe(200);
        for (const answer of answers.slice(1)) {
          expect([200, 409], JSON.stringify(answer.json)).toContain(answer.status);
        }
      }
      await expectNoDrift();
    }, 60_000);
  },
);
