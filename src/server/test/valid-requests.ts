// One accepted request for every route that takes text (in its path, query or body), on records made
// for it. The input tests spoil one string of a request at a time and expect a 400 that stores nothing.
import sharp from "sharp";
import { todayInLagos } from "../../shared/lagos-date.ts";
import { settingsWithEverything } from "./valid-settings.ts";
import { storeProcessedImage } from "../modules/images/images.service.ts";
import { testAdmin, type TestApp } from "./test-app.ts";
import { accountRequests } from "./valid-account-requests.ts";
import { crewRequests } from "./valid-crew-requests.ts";
import { crewPageRequests } from "./valid-crew-page-requests.ts";
import { manageRequests } from "./valid-manage-requests.ts";
import { quoteRequests } from "./valid-quote-requests.ts";
import { paymentRequests } from "./valid-payment-requests.ts";
import { seriesRequests } from "./valid-series-requests.ts";
import { addDays } from "../../shared/rules/availability.ts";

export type ValidRequest = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** A route of api-routes.ts, its `:params` filled from `params`. */
  route: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  signedIn: boolean;
};

export function urlOf(request: Pick<ValidRequest, "route" | "params" | "query">): string {
  const path = request.route.replace(/:(\w+)/g, (_m, name: string) =>
    encodeURIComponent(request.params?.[name] ?? ""),
  );
  const search = new URLSearchParams(request.query ?? {}).toString();
  return search ? `${path}?${search}` : path;
}

async function created(t: TestApp, cookie: string, url: string, payload: object) {
  const response = await t.app.inject({ method: "POST", url, headers: { cookie }, payload });
  if (response.statusCode !== 201) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json() as Record<string, unknown> & { _id: string };
}

/** Records for the requests to name, then the requests: updates before deletes, so each stays valid. */
export async function validRequests(t: TestApp, cookie: string): Promise<ValidRequest[]> {
  const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#3366cc" } })
    .jpeg()
    .toBuffer();
  const image = await storeProcessedImage(t.app.db, {
    data: picture,
    contentType: "image/jpeg",
    width: 8,
    height: 8,
  });
  const imageId = image.slice(image.lastIndexOf("/") + 1);
  const category = await created(t, cookie, "/api/categories/create", {
    name: "Home Cleaning",
    description: "Homes across Lagos",
    images: [image],
  });
  const service = await created(t, cookie, "/api/services/create", {
    name: "Deep Cleaning",
    description: "Every room",
    price: 15000,
    category: category._id,
    images: [image],
  });
  const pastWork = await created(t, cookie, "/api/past-works/create", {
    title: "Lekki flat",
    description: "Moving out",
    images: [image],
  });
  const testimonial = await created(t, cookie, "/api/testimonials/create", {
    name: "Ngozi",
    role: "Customer",
    feedback: "Spotless",
    image,
  });
  const spare = await created(t, cookie, "/api/categories/create", { name: "Spare", description: "Unused" });
  const coupon = await created(t, cookie, "/api/coupons/create", {
    code: "SAVE10",
    discount: 10,
    description: "Ten off",
    expirationDate: "2099-12-31",
  });
  const customer = {
    customerName: "Chiamaka Obi",
    email: "chiamaka@example.ng",
    phone: "+234 803 123 4567",
    address: "12 Admiralty Way, Lekki",
    notes: "Gate code 1234",
    services: [{ _id: service._id, name: "Deep Cleaning", price: 15000 }],
    // Tomorrow: this morning may already be too soon to book.
    preferredDate: addDays(todayInLagos(), 1),
    preferredTime: "morning",
  };
  const booking = await created(t, cookie, "/api/bookings/create", { ...customer, totalPrice: 15000 });
  const contact = { name: "Tunde", email: "tunde@example.ng", message: "Do you clean offices?" };
  const sent = await t.app.inject({ method: "POST", url: "/api/contact/send-message", payload: contact });
  if (sent.statusCode !== 200) throw new Error(`contact: ${sent.body}`);
  const messages = await t.app.inject({ url: "/api/messages/get", headers: { cookie } });
  const messageId = (messages.json() as { _id: string }[])[0]!._id;
  // The test app has no mail server: the booking's mail waits in the outbox, ready to be retried.
  const waiting = await t.app.inject({ url: "/api/notifications?state=pending", headers: { cookie } });
  const outboxId = (waiting.json() as { _id: string }[])[0]!._id;
  const id = (record: { _id: string }) => ({ id: record._id });
  const reportPeriod = { from: todayInLagos(), to: addDays(todayInLagos(), 30) };
  const admin = { signedIn: true } as const;
  const pub = { signedIn: false } as const;

  return [
    { method: "POST", route: "/api/user/login", body: { ...testAdmin }, ...pub },
    {
      method: "PUT",
      route: "/api/user/update",
      body: { firstName: "Ada", lastName: "Okafor", email: "admin@example.ng", profileImage: image },
      ...admin,
    },
    {
      method: "PUT",
      route: "/api/categories/update/:id",
      params: id(category),
      body: {
        name: "Home Cleaning",
        slug: "home-cleaning",
        description: "Homes\nacross Lagos",
        images: [image],
      },
      ...admin,
    },
    {
      method: "PUT",
      route: "/api/services/update/:id",
      params: id(service),
      body: {
        name: "Deep Cleaning",
        description: "Every room",
        price: "15000",
        category: category._id,
        images: [image],
      },
      ...admin,
    },
    {
      method: "PUT",
      route: "/api/past-works/update/:id",
      params: id(pastWork),
      body: { title: "Lekki flat", description: "Moving out", images: [image] },
      ...admin,
    },
    {
      method: "PUT",
      route: "/api/testimonials/update/:id",
      params: id(testimonial),
      body: { name: "Ngozi", role: "Customer", feedback: "Spotless", image },
      ...admin,
    },
    { method: "POST", route: "/api/coupons/check", body: { code: "SAVE10" }, ...pub },
    ...(await accountRequests(t, cookie)),
    {
      method: "POST",
      route: "/api/bookings/create",
      body: { ...customer, couponCode: "SAVE10", couponDiscount: "10", totalPrice: 13500 },
      ...pub,
    },
    {
      method: "POST",
      route: "/api/bookings/create",
      body: { ...customer, couponApplied: "SAVE10", totalPrice: 13500 },
      ...pub,
    },
    { method: "PUT", route: "/api/coupons/toggle/:id/toggle", params: id(coupon), body: {}, ...admin },
    {
      method: "GET",
      route: "/api/bookings/status/:bookingId",
      params: { bookingId: String(booking.bookingId) },
      ...pub,
    },
    {
      method: "PUT",
      route: "/api/bookings/update-status/:id/:status",
      params: { ...id(booking), status: "confirmed" },
      body: {},
      ...admin,
    },
    ...(await crewRequests(t, cookie, booking._id)),
    ...(await crewPageRequests(t, cookie)),
    {
      method: "POST",
      route: "/api/bookings/:id/whatsapp",
      params: id(booking),
      body: { notice: "confirmed" },
      ...admin,
    },
    ...(await manageRequests(t, { ...customer, totalPrice: 15000 }, booking._id)),
    ...(await quoteRequests(t, cookie, customer, category._id)),
    ...(await paymentRequests(t, cookie, booking._id)),
    ...(await seriesRequests(t, { ...customer, frequency: "weekly", totalPrice: 13500 })),
    { method: "POST", route: "/api/contact/send-message", body: contact, ...pub },
    { method: "PUT", route: "/api/messages/read/:id", params: { id: messageId }, body: {}, ...admin },
    { method: "POST", route: "/api/notifications/:id/retry", params: { id: outboxId }, body: {}, ...admin },
    { method: "PUT", route: "/api/settings", body: settingsWithEverything(image), ...admin },
    { method: "GET", route: "/api/reports", query: reportPeriod, ...admin },
    { method: "GET", route: "/api/reports/csv", query: reportPeriod, ...admin },
    {
      method: "GET",
      route: "/api/images/:id",
      params: { id: imageId },
      query: { w: "160", f: "webp" },
      ...pub,
    },
    {
      method: "POST",
      route: "/api/categories/create",
      body: { name: "Laundry", slug: "laundry", description: "Washed\r\n\tand ironed", images: [image] },
      ...admin,
    },
    {
      method: "POST",
      route: "/api/services/create",
      body: { name: "Ironing", description: "Shirts", price: 2500.5, category: category._id, images: [] },
      ...admin,
    },
    {
      method: "POST",
      route: "/api/past-works/create",
      body: { title: "Ikoyi office", description: "Weekly", images: [image] },
      ...admin,
    },
    {
      method: "POST",
      route: "/api/testimonials/create",
      body: { name: "Bola", role: "Office manager", feedback: "On time", image },
      ...admin,
    },
    {
      method: "POST",
      route: "/api/coupons/create",
      body: {
        code: "EASTER",
        discount: "15",
        description: "Easter",
        expirationDate: "2099-04-05",
        usageLimit: 5,
      },
      ...admin,
    },
    { method: "DELETE", route: "/api/bookings/delete/:id", params: id(booking), ...admin },
    { method: "DELETE", route: "/api/coupons/delete/:id", params: id(coupon), ...admin },
    { method: "DELETE", route: "/api/testimonials/delete/:id", params: id(testimonial), ...admin },
    { method: "DELETE", route: "/api/past-works/delete/:id", params: id(pastWork), ...admin },
    { method: "DELETE", route: "/api/services/delete/:id", params: id(service), ...admin },
    { method: "DELETE", route: "/api/categories/delete/:id", params: id(spare), ...admin },
    // Last: a new password may end the session the requests above use.
    {
      method: "PUT",
      route: "/api/user/update-password",
      body: { currentPassword: testAdmin.password, newPassword: "another long password" },
      ...admin,
    },
  ];
}
