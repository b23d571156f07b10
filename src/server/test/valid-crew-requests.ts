// The crews, schedule and calendar feeds APIs' accepted requests for the input tests (valid-requests.ts), on a crew
// made for them and the booking the input tests made.
import { todayInLagos } from "../../shared/lagos-date.ts";
import { addDays } from "../../shared/rules/availability.ts";
import type { TestApp } from "./test-app.ts";
import type { ValidRequest } from "./valid-requests.ts";

export async function crewRequests(t: TestApp, cookie: string, bookingId: string): Promise<ValidRequest[]> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/crews",
    headers: { cookie },
    payload: { name: "Lekki Crew", leadPhone: "0803 555 0142" },
  });
  if (response.statusCode !== 201) throw new Error(`/api/crews: ${response.statusCode} ${response.body}`);
  const crew = { id: (response.json() as { _id: string })._id };
  return [
    {
      method: "POST",
      route: "/api/crews",
      body: { name: "Ikoyi Crew", leadPhone: "+234 803 555 0143", active: true },
      signedIn: true,
    },
    {
      method: "PATCH",
      route: "/api/crews/:id",
      params: crew,
      body: { name: "Lekki Crew A", leadPhone: "0803 555 0144" },
      signedIn: true,
    },
    {
      method: "PUT",
      route: "/api/bookings/:id/crew",
      params: { id: bookingId },
      body: { crewId: crew.id },
      signedIn: true,
    },
    {
      method: "PUT",
      route: "/api/bookings/:id/schedule",
      params: { id: bookingId },
      body: { preferredDate: addDays(todayInLagos(), 2), preferredTime: "afternoon", crewId: crew.id },
      signedIn: true,
    },
    { method: "POST", route: "/api/calendar-feeds/renew", body: { scope: crew.id }, signedIn: true },
    {
      method: "PUT",
      route: "/api/calendar-feeds/contact-details",
      body: { scope: "business", includeContact: true },
      signedIn: true,
    },
  ];
}
