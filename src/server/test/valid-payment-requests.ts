// The payments API's accepted requests for the input tests (valid-requests.ts), on a payment made for them
// on the booking the input tests made.
import { todayInLagos } from "../../shared/lagos-date.ts";
import type { TestApp } from "./test-app.ts";
import type { ValidRequest } from "./valid-requests.ts";

export async function paymentRequests(
  t: TestApp,
  cookie: string,
  bookingId: string,
): Promise<ValidRequest[]> {
  const url = `/api/bookings/${bookingId}/payments`;
  const payload = { amount: 100, method: "cash", paidOn: todayInLagos(), note: "Deposit" };
  const response = await t.app.inject({ method: "POST", url, headers: { cookie }, payload });
  if (response.statusCode !== 201) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  const paymentId = (response.json() as { payments: { _id: string }[] }).payments[0]!._id;
  const id = { id: bookingId };
  return [
    { method: "GET", route: "/api/bookings/:id/payments", params: id, signedIn: true },
    {
      method: "POST",
      route: "/api/bookings/:id/payments",
      params: id,
      body: { amount: 200, method: "transfer", paidOn: todayInLagos(), note: "Paid by transfer" },
      signedIn: true,
    },
    {
      method: "POST",
      route: "/api/bookings/:id/payments/:paymentId/reverse",
      params: { ...id, paymentId },
      body: { reason: "Entered twice" },
      signedIn: true,
    },
  ];
}
