// The crew page's browser tests: a new crew with a job of today whose service has a checklist item.
import type { APIRequestContext } from "@playwright/test";
import type { Booking } from "../src/shared/schemas/booking.ts";
import type { CrewWithLink } from "../src/shared/schemas/crew.ts";
import type { Service } from "../src/shared/schemas/service.ts";
import { todayInLagos } from "../src/shared/lagos-date";
import { createBooking, uniqueMark } from "./admin-bookings-helpers";
import { expect } from "./fixtures";
import { lagosDatePlus } from "./public-booking-helpers";

export const checklistItem = "Mop every floor";

/** A job of today for a new crew, of a service whose checklist has `checklistItem`; answers both. */
export async function crewWithJobToday(api: APIRequestContext) {
  const services = (await (await api.get("/api/services/get")).json()) as Service[];
  const service = services.find((candidate) => candidate.category && candidate.price > 0)!;
  const checklist = [...new Set([...(service.checklist ?? []), checklistItem])];
  const saved = await api.put(`/api/services/update/${service._id}`, {
    data: {
      name: service.name,
      description: service.description,
      price: service.price,
      category: service.category!._id,
      images: service.images,
      oneOff: service.oneOff,
      checklist,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const crew = await api.post("/api/crews", {
    data: { name: `Crew Ajah ${uniqueMark()}`, leadPhone: "0803 123 4567" },
  });
  expect(crew.status(), await crew.text()).toBe(201);
  const crewId = ((await crew.json()) as { _id: string })._id;
  const booking: Booking = await createBooking(api, {
    customerName: `Ngozi Eze${uniqueMark()}`,
    preferredDate: lagosDatePlus(4),
  });
  const moved = await api.put(`/api/bookings/${booking._id}/schedule`, {
    data: { preferredDate: todayInLagos(), preferredTime: "afternoon", crewId, overbook: true },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  const crews = (await (await api.get("/api/crews")).json()) as CrewWithLink[];
  const link = new URL(crews.find((one) => one._id === crewId)!.crewUrl);
  return { booking, crewId, crewPath: link.pathname };
}
