import { describe, expect, it } from "vitest";
import type { Booking } from "~/shared/schemas/booking";
import type { Crew } from "~/shared/schemas/crew";
import { defaultSettings } from "~/shared/settings-defaults";
import { boardCrews, boardJobs, closedDayNote, daysOf, jobsIn, stepDate, windowLoadOf } from "./board";

const crew = (id: string, active = true) => ({ _id: id, name: id, active }) as Crew;
const job = (values: Partial<Booking>) =>
  ({
    _id: values.customerName,
    customerName: "Ada",
    status: "pending",
    preferredDate: "2026-12-02",
    preferredTime: "morning",
    crewId: null,
    ...values,
  }) as Booking;

describe("the schedule board", () => {
  it("shows a day, or its week from Monday to Sunday", () => {
    expect(daysOf("day", "2026-12-02")).toEqual(["2026-12-02"]);
    // 2 December 2026 is a Wednesday.
    expect(daysOf("week", "2026-12-02")).toEqual([
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
    ]);
    expect(stepDate("day", "2026-12-31", 1)).toBe("2027-01-01");
    expect(stepDate("week", "2026-12-02", -1)).toBe("2026-11-25");
  });

  it("stands active crews as columns, and a switched-off crew only while it holds a shown job", () => {
    const crews = [crew("lekki"), crew("old", false), crew("ikoyi")];
    expect(boardCrews(crews, []).map((c) => c._id)).toEqual(["lekki", "ikoyi"]);
    expect(boardCrews(crews, [job({ crewId: "old" })]).map((c) => c._id)).toEqual(["lekki", "old", "ikoyi"]);
  });

  it("puts a job under its crew, or under Unassigned when it has none or its crew is not listed", () => {
    const jobs = [
      job({ customerName: "A", crewId: "lekki" }),
      job({ customerName: "B" }),
      job({ customerName: "C", crewId: "gone" }),
      job({ customerName: "D", preferredTime: "evening" }),
    ];
    const listed = new Set(["lekki"]);
    const names = (list: Booking[]) => list.map((j) => j.customerName);
    expect(names(jobsIn(jobs, "2026-12-02", "morning", "lekki", listed))).toEqual(["A"]);
    expect(names(jobsIn(jobs, "2026-12-02", "morning", null, listed))).toEqual(["B", "C"]);
  });

  it("leaves cancelled jobs off", () => {
    const jobs = [job({ customerName: "B" }), job({ customerName: "A", status: "cancelled" })];
    expect(boardJobs(jobs).map((j) => j.customerName)).toEqual(["B"]);
  });
});

describe("the board's count of each window", () => {
  const availability = {
    ...defaultSettings.availability,
    capacity: {
      ...defaultSettings.availability.capacity,
      wednesday: { morning: 2, afternoon: null, evening: 0 },
    },
  };
  const jobs = [
    job({ customerName: "Ada" }),
    job({ customerName: "Bola", status: "cancelled" }),
    job({ customerName: "Chi", preferredTime: "afternoon", status: "confirmed" }),
  ];

  it("counts the jobs that hold a place against the window's limit", () => {
    expect(windowLoadOf(jobs, availability, "2026-12-02", "morning")).toBe("1 of 2 booked");
    expect(windowLoadOf(jobs, availability, "2026-12-02", "afternoon")).toBe("1 booked");
    expect(windowLoadOf(jobs, availability, "2026-12-02", "evening")).toBe("Closed");
  });

  it("names a closed weekday, and leaves an open one ungreyed", () => {
    expect(closedDayNote(availability, "2026-12-06")).toBe("We are closed on Sundays.");
    expect(closedDayNote(availability, "2026-12-02")).toBeUndefined();
  });
});
