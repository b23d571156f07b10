// The booking form's time list and date notes, from the days GET /api/availability reports.
import { describe, expect, it } from "vitest";
import {
  closedOnWeekday,
  dateClosed,
  dayFull,
  nextFreeWindow,
  noFreeWindow,
  unavailableSuffix,
} from "~/shared/rules/availability";
import type { AvailabilityDays } from "~/shared/schemas/availability";
import { defaultSettings } from "~/shared/settings-defaults";
import { dayNote, isOffered, nextFreeLine, windowChoices } from "./schedule-choices";

type Day = AvailabilityDays["days"][number];

function day(date: string, open: Partial<Record<"morning" | "afternoon" | "evening", boolean>>): Day {
  const hours = { morning: ["08:00", "12:00"], afternoon: ["12:00", "16:00"], evening: ["16:00", "19:00"] };
  return {
    date,
    windows: (["morning", "afternoon", "evening"] as const).map((window) => ({
      window,
      start: hours[window][0]!,
      end: hours[window][1]!,
      open: open[window] ?? true,
      remaining: open[window] === false ? 0 : null,
    })),
  };
}

const days = [
  day("2026-12-24", { morning: false, afternoon: false, evening: false }),
  day("2026-12-25", { morning: false, afternoon: false, evening: false }),
  day("2026-12-26", { morning: false }),
];
// A new site's availability (Sunday closed, as its opening hours say) with Christmas Day closed.
const christmas = {
  ...defaultSettings.availability,
  closedDates: [{ date: "2026-12-25", note: "Christmas Day" }],
};

describe("the booking form's schedule choices", () => {
  it("keeps a full window in the list, disabled and marked", () => {
    expect(windowChoices(days, "2026-12-26")).toEqual([
      { window: "morning", label: `Morning${unavailableSuffix}`, disabled: true },
      { window: "afternoon", label: "Afternoon", disabled: false },
      { window: "evening", label: "Evening", disabled: false },
    ]);
    expect(isOffered(days, "2026-12-26", "morning")).toBe(false);
    expect(isOffered(days, "2026-12-26", "evening")).toBe(true);
  });

  it("offers every window while the places are not known", () => {
    expect(windowChoices(undefined, "2026-12-26").every((choice) => !choice.disabled)).toBe(true);
  });

  it("names the holiday of a closed date, and says when a day is full", () => {
    expect(dayNote(days, "2026-12-25", christmas)).toBe(dateClosed("Christmas Day"));
    expect(dayNote(days, "2026-12-24", christmas)).toBe(dayFull);
    expect(dayNote(days, "2026-12-26", christmas)).toBeUndefined();
  });

  it("says the business is closed on a weekday whose every window is closed, before any place is known", () => {
    expect(dayNote(undefined, "2026-12-27", christmas)).toBe(closedOnWeekday("sunday"));
    expect(closedOnWeekday("sunday")).toBe("We are closed on Sundays.");
    const sundaysOpen = {
      ...christmas,
      capacity: { ...christmas.capacity, sunday: { morning: 1, afternoon: 0, evening: 0 } },
    };
    expect(dayNote(undefined, "2026-12-27", sundaysOpen)).toBeUndefined();
  });

  it("says when the next free window is, or that none is free", () => {
    expect(nextFreeLine(days)).toBe(nextFreeWindow("2026-12-26", "afternoon"));
    expect(nextFreeLine(days.slice(0, 2))).toBe(noFreeWindow);
    expect(nextFreeLine(undefined)).toBeUndefined();
  });
});
