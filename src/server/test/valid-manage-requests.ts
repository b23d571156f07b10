// The manage link's accepted requests for the input tests (valid-requests.ts): a booking to view and move,
// and another to cancel, so that replaying either never spoils the other.
import { openDayAhead } from "./booking-fixtures.ts";
import type { TestApp } from "./test-app.ts";
import type { ValidRequest } from "./valid-requests.ts";

export async function manageRequests(
  t: TestApp,
  customer: Record<string, unknown>,
  bookingId: string,
): Promise<ValidRequest[]> {
  const tokenOf = async () => {
    // Two days ahead at least: a visit tomorrow is inside the 24 hours in which online changes close.
    const payload = { ...customer, preferredDate: openDayAhead(2) };
    const response = await t.app.inject({ method: "POST", url: "/api/bookings/create", payload });
    if (response.statusCode !== 201) throw new Error(`booking: ${response.statusCode} ${response.body}`);
    return { token: String((response.json() as { manageUrl: string }).manageUrl.split("/manage/")[1]) };
  };
  const [moved, cancelled] = [await tokenOf(), await tokenOf()];
  return [
    { method: "GET", route: "/api/bookings/:id/history", params: { id: bookingId }, signedIn: true },
    { method: "GET", route: "/api/bookings/manage/:token", params: moved, signedIn: false },
    {
      method: "POST",
      route: "/api/bookings/manage/:token/reschedule",
      params: moved,
      body: { preferredDate: openDayAhead(4), preferredTime: "evening" },
      signedIn: false,
    },
    {
      method: "POST",
      route: "/api/bookings/manage/:token/messages",
      params: moved,
      body: { whatsappOff: true, smsOff: false },
      signedIn: false,
    },
    {
      method: "POST",
      route: "/api/bookings/manage/:token/cancel",
      params: cancelled,
      body: {},
      signedIn: false,
    },
  ];
}
