// The crew page's accepted requests for the input tests (valid-requests.ts): a crew of its own with a job
// of today whose service has a checklist, the phone's step, tick and photo, then the owner's renewal last
// (it ends the link the others use).
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { checklist, crewJob, crewToken } from "./crew-page-kit.ts";
import { addCrew } from "./job-fixtures.ts";
import type { TestApp } from "./test-app.ts";
import type { ValidRequest } from "./valid-requests.ts";

export async function crewPageRequests(t: TestApp, cookie: string): Promise<ValidRequest[]> {
  const crewId = await addCrew(t, cookie, "Field Crew");
  const bookingId = await crewJob(t, crewId);
  const token = { token: await crewToken(t, cookie, crewId) };
  const takenAt = new Date().toISOString();
  const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#3366cc" } })
    .jpeg()
    .toBuffer();
  return [
    {
      method: "POST",
      route: "/api/crew-pages/:token/steps",
      params: token,
      body: { id: randomUUID(), bookingId, step: "on-the-way", takenAt },
      signedIn: false,
    },
    {
      method: "POST",
      route: "/api/crew-pages/:token/ticks",
      params: token,
      body: { id: randomUUID(), bookingId, item: checklist[0], done: true, takenAt },
      signedIn: false,
    },
    {
      method: "POST",
      route: "/api/crew-pages/:token/photos",
      params: token,
      body: { id: randomUUID(), bookingId, stage: "before", takenAt, photo: picture.toString("base64") },
      signedIn: false,
    },
    { method: "GET", route: "/api/bookings/:id/field-work", params: { id: bookingId }, signedIn: true },
    { method: "POST", route: "/api/crews/:id/crew-link/renew", params: { id: crewId }, signedIn: true },
  ];
}
