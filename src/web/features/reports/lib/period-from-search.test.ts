import { describe, expect, it } from "vitest";
import { periodFromSearch } from "./period-from-search";

const now = new Date("2026-02-14T23:30:00Z"); // 15 February in Lagos
const read = (search: string) => periodFromSearch(new URLSearchParams(search), now);

describe("the period a Reports address asks for", () => {
  it("is this month in Lagos when it asks for none", () => {
    expect(read("")).toEqual({
      query: { from: "2026-02-01", to: "2026-02-28" },
      month: "2026-02",
      from: "2026-02-01",
      to: "2026-02-28",
    });
  });

  it("is the month asked for, a leap February included", () => {
    expect(read("month=2028-02").query).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(read("month=2026-12").query).toEqual({ from: "2026-12-01", to: "2026-12-31" });
  });

  it("falls back to this month when the month is not one", () => {
    expect(read("month=2026-13").month).toBe("2026-02");
  });

  it("passes dates on as given, for the API to accept or refuse", () => {
    expect(read("from=2026-03-05&to=2026-04-10")).toMatchObject({
      query: { from: "2026-03-05", to: "2026-04-10" },
      month: "2026-03",
    });
    expect(read("from=2026-03-05").query).toEqual({ from: "2026-03-05" });
    expect(read("from=nonsense&to=2026-01-01")).toMatchObject({ month: "2026-02" });
  });
});
