// Bookings written straight to the tables for the crews and calendar feed tests: any date, window and
// status, whatever the availability rules would let a customer book today.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { newId } from "../lib/ids.ts";
import { newBookingKey } from "../modules/bookings/booking-key.ts";
import type { TestApp } from "./test-app.ts";

export type JobValues = {
  date: string | null;
  window: "morning" | "afternoon" | "evening" | null;
  status?: "pending" | "confirmed" | "completed" | "cancelled";
  customerName?: string;
  address?: string;
  /** The area served it was booked for, as the booking forms take it. */
  area?: string;
  phone?: string;
  notes?: string;
  services?: string[];
};

/** One booking of the given services (Deep Home Cleaning unless told); answers its id and public key. */
export async function insertJob(
  db: Kysely<Database>,
  values: JobValues,
): Promise<{ id: string; key: string }> {
  const now = new Date().toISOString();
  const id = newId();
  const key = newBookingKey();
  await db
    .insertInto("bookings")
    .values({
      id,
      booking_key: key,
      customer_name: values.customerName ?? "Chiamaka Obi",
      email: "chiamaka@example.ng",
      phone: values.phone ?? "+234 803 123 4567",
      address: values.address ?? "12 Admiralty Way, Lekki Phase 1, Lagos",
      notes: values.notes ?? "",
      ...(values.area ? { area: values.area } : {}),
      preferred_date: values.date,
      preferred_time: values.window,
      subtotal_kobo: 4_500_000,
      discount_percent: 0,
      discount_kobo: 0,
      total_kobo: 4_500_000,
      coupon_id: null,
      coupon_code: null,
      status: values.status ?? "pending",
      created_at: now,
      updated_at: now,
    })
    .execute();
  const services = values.services ?? ["Deep Home Cleaning"];
  await db
    .insertInto("booking_items")
    .values(
      services.map((name, position) => ({
        id: newId(),
        booking_id: id,
        service_id: null,
        name,
        price_kobo: 4_500_000,
        position,
      })),
    )
    .execute();
  return { id, key };
}

/** A crew added through the API as the owner adds one, for the jobs to be given to; answers its id. */
export async function addCrew(t: TestApp, ownerCookie: string, name: string, active = true): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/crews",
    headers: { cookie: ownerCookie },
    payload: { name, leadPhone: "0803 555 0142", active },
  });
  if (response.statusCode !== 201)
    throw new Error(`Adding crew ${name}: ${response.statusCode} ${response.body}`);
  return (response.json() as { _id: string })._id;
}
