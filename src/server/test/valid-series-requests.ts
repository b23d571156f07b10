// Regular visits' accepted requests for the input tests (valid-requests.ts): one weekly series whose visits
// are moved and skipped through its manage link, and one each to end by the link and by staff, so that
// replaying any request never spoils another.
import { todayInLagos } from "../../shared/lagos-date.ts";
import { addDays } from "../../shared/rules/availability.ts";
import type { SeriesSummary } from "../../shared/schemas/series.ts";
import type { TestApp } from "./test-app.ts";
import type { ValidRequest } from "./valid-requests.ts";

/** `weekly`: the customer's booking as a weekly one, totalled with the weekly discount. */
export async function seriesRequests(t: TestApp, weekly: Record<string, unknown>): Promise<ValidRequest[]> {
  const newSeries = async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/bookings/create", payload: weekly });
    if (response.statusCode !== 201) throw new Error(`series: ${response.statusCode} ${response.body}`);
    const answer = response.json() as { manageUrl: string; series: SeriesSummary };
    return { token: String(answer.manageUrl.split("/manage/")[1]), series: answer.series };
  };
  const [changed, endedByLink, endedByStaff, confirmedByStaff] = [
    await newSeries(),
    await newSeries(),
    await newSeries(),
    await newSeries(),
  ];
  const visit = (index: number) => ({
    token: changed.token,
    visitId: changed.series.visits[index]!._id,
  });
  return [
    { method: "POST", route: "/api/bookings/create", body: weekly, signedIn: false },
    {
      method: "POST",
      route: "/api/bookings/manage/:token/visits/:visitId/reschedule",
      params: visit(1),
      body: { preferredDate: addDays(todayInLagos(), 10), preferredTime: "evening" },
      signedIn: false,
    },
    {
      method: "POST",
      route: "/api/bookings/manage/:token/visits/:visitId/skip",
      params: visit(2),
      body: {},
      signedIn: false,
    },
    {
      method: "POST",
      route: "/api/bookings/manage/:token/series/cancel",
      params: { token: endedByLink.token },
      body: {},
      signedIn: false,
    },
    { method: "GET", route: "/api/bookings/series/:id", params: { id: changed.series.id }, signedIn: true },
    {
      method: "POST",
      route: "/api/bookings/series/:id/cancel",
      params: { id: endedByStaff.series.id },
      body: {},
      signedIn: true,
    },
    {
      method: "POST",
      route: "/api/bookings/series/:id/confirm",
      params: { id: confirmedByStaff.series.id },
      body: {},
      signedIn: true,
    },
  ];
}
