// Every API route, once. The security tests walk this table; a route the app serves that is missing
// here fails them, so a new route cannot be forgotten.

/** "token": from this machine, or with the METRICS_TOKEN bearer token (src/server/modules/metrics). */
export type Access = "public" | "admin" | "token";
export type BodyKind = "none" | "json" | "multipart";

export type ApiRoute = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  access: Access;
  body: BodyKind;
};

const route = (
  method: ApiRoute["method"],
  url: string,
  access: Access,
  body: BodyKind = "none",
): ApiRoute => ({
  method,
  url,
  access,
  body,
});

export const apiRoutes: ApiRoute[] = [
  route("GET", "/api/health", "public"),
  route("GET", "/api/health/instance", "public"),
  route("GET", "/api/metrics", "token"),

  route("POST", "/api/user/login", "public", "json"),
  route("GET", "/api/user/user", "admin"),
  route("POST", "/api/user/logout", "public", "json"),
  route("PUT", "/api/user/update", "admin", "json"),
  route("PUT", "/api/user/update-password", "admin", "json"),
  route("PUT", "/api/user/first-password", "admin", "json"),

  route("GET", "/api/admins", "admin"),
  route("POST", "/api/admins", "admin", "json"),
  route("PATCH", "/api/admins/:id", "admin", "json"),
  route("POST", "/api/admins/:id/reset-password", "admin", "json"),

  route("GET", "/api/categories/get", "public"),
  route("POST", "/api/categories/create", "admin", "json"),
  route("PUT", "/api/categories/update/:id", "admin", "json"),
  route("DELETE", "/api/categories/delete/:id", "admin"),

  route("GET", "/api/services/get", "public"),
  route("POST", "/api/services/create", "admin", "json"),
  route("PUT", "/api/services/update/:id", "admin", "json"),
  route("DELETE", "/api/services/delete/:id", "admin"),

  route("GET", "/api/past-works/get", "public"),
  route("POST", "/api/past-works/create", "admin", "json"),
  route("PUT", "/api/past-works/update/:id", "admin", "json"),
  route("DELETE", "/api/past-works/delete/:id", "admin"),

  route("GET", "/api/testimonials/get", "public"),
  route("POST", "/api/testimonials/create", "admin", "json"),
  route("PUT", "/api/testimonials/update/:id", "admin", "json"),
  route("DELETE", "/api/testimonials/delete/:id", "admin"),

  route("POST", "/api/coupons/check", "public", "json"),
  route("GET", "/api/coupons/get", "admin"),
  route("POST", "/api/coupons/create", "admin", "json"),
  route("PUT", "/api/coupons/toggle/:id/toggle", "admin", "json"),
  route("DELETE", "/api/coupons/delete/:id", "admin"),

  route("POST", "/api/bookings/create", "public", "json"),
  route("GET", "/api/bookings/status/:bookingId", "public"),
  route("GET", "/api/bookings/get", "admin"),
  route("GET", "/api/bookings/board", "admin"),
  route("GET", "/api/bookings/export.csv", "admin"),
  route("PUT", "/api/bookings/update-status/:id/:status", "admin", "json"),
  route("DELETE", "/api/bookings/delete/:id", "admin"),
  route("GET", "/api/bookings/crews", "admin"),
  route("PUT", "/api/bookings/:id/crew", "admin", "json"),
  route("PUT", "/api/bookings/:id/schedule", "admin", "json"),
  route("GET", "/api/bookings/:id/history", "admin"),
  route("POST", "/api/bookings/:id/whatsapp", "admin", "json"),
  route("GET", "/api/bookings/:id/payments", "admin"),
  route("POST", "/api/bookings/:id/payments", "admin", "json"),
  route("POST", "/api/bookings/:id/payments/:paymentId/reverse", "admin", "json"),
  route("GET", "/api/bookings/manage/:token", "public"),
  route("POST", "/api/bookings/manage/:token/reschedule", "public", "json"),
  route("POST", "/api/bookings/manage/:token/cancel", "public", "json"),
  route("POST", "/api/bookings/manage/:token/visits/:visitId/reschedule", "public", "json"),
  route("POST", "/api/bookings/manage/:token/visits/:visitId/skip", "public", "json"),
  route("POST", "/api/bookings/manage/:token/series/cancel", "public", "json"),
  route("POST", "/api/bookings/manage/:token/messages", "public", "json"),
  route("POST", "/api/bookings/:id/quote", "admin", "json"),
  route("POST", "/api/bookings/manage/:token/quote/accept", "public", "json"),
  route("POST", "/api/bookings/manage/:token/quote/decline", "public", "json"),
  route("GET", "/api/bookings/series/:id", "admin"),
  route("POST", "/api/bookings/series/:id/cancel", "admin", "json"),
  route("POST", "/api/bookings/series/:id/confirm", "admin", "json"),

  route("GET", "/api/crews", "admin"),
  route("POST", "/api/crews", "admin", "json"),
  route("PATCH", "/api/crews/:id", "admin", "json"),

  route("GET", "/api/calendar-feeds", "admin"),
  route("POST", "/api/calendar-feeds/renew", "admin", "json"),
  route("PUT", "/api/calendar-feeds/contact-details", "admin", "json"),

  route("POST", "/api/contact/send-message", "public", "json"),
  route("GET", "/api/messages/get", "admin"),
  route("PUT", "/api/messages/read/:id", "admin", "json"),
  route("GET", "/api/messages/unread-count", "admin"),

  route("GET", "/api/audit/get", "admin"),
  route("GET", "/api/reports", "admin"),
  route("GET", "/api/reports/csv", "admin"),
  route("GET", "/api/notifications", "admin"),
  route("POST", "/api/notifications/:id/retry", "admin"),
  route("GET", "/api/whatsapp/webhook", "public"),
  route("POST", "/api/whatsapp/webhook", "public", "json"),

  route("GET", "/api/settings", "public"),
  route("PUT", "/api/settings", "admin", "json"),
  route("GET", "/api/availability", "public"),

  // Owners only, unless API_DOCS_PUBLIC opens them (docs/decisions/035-api-docs.md).
  route("GET", "/api/openapi.json", "admin"),
  route("GET", "/api/docs", "admin"),

  route("POST", "/api/uploads", "admin", "multipart"),
  route("GET", "/api/images/:id", "public"),

  // The crew page (docs/decisions/049-crew-pages.md): the secret link in the path is the crew's key.
  route("POST", "/api/crews/:id/crew-link/renew", "admin"),
  route("GET", "/api/bookings/job-progress", "admin"),
  route("GET", "/api/bookings/:id/field-work", "admin"),
  route("POST", "/api/crew-pages/:token/steps", "public", "json"),
  route("POST", "/api/crew-pages/:token/ticks", "public", "json"),
  route("POST", "/api/crew-pages/:token/photos", "public", "multipart"),
  route("GET", "/api/today", "admin"),

  // Online payments (docs/decisions/045-online-payments.md): the manage link's secret, and Paystack's signature.
  route("POST", "/api/bookings/manage/:token/pay", "public", "json"),
  route("POST", "/api/bookings/manage/:token/pay/confirm", "public", "json"),
  route("POST", "/api/paystack/webhook", "public", "json"),
];

/** A concrete path for a route, with each `:param` replaced. */
export function fillParams(url: string, value: (name: string) => string): string {
  return url.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(value(name)));
}
