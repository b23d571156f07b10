import type { FastifyInstance } from "fastify";
import { adminsRoutes } from "./modules/admins/admins.routes.ts";
import { availabilityRoutes } from "./modules/availability/availability.routes.ts";
import { backupWatch } from "./modules/backups/backup-watch.ts";
import { apiDocsPlugin } from "./modules/api-docs/api-docs.plugin.ts";
import { apiDocsRoutes } from "./modules/api-docs/api-docs.routes.ts";
import { auditRoutes } from "./modules/audit/audit.routes.ts";
import { bookingsRoutes } from "./modules/bookings/bookings.routes.ts";
import { searchIndexUpkeep } from "./modules/bookings/search-index-upkeep.ts";
import { manageRoutes } from "./modules/bookings/manage.routes.ts";
import { quotesRoutes } from "./modules/quotes/quotes.routes.ts";
import { categoriesRoutes } from "./modules/categories/categories.routes.ts";
import { contactRoutes, messagesRoutes } from "./modules/contact/contact.routes.ts";
import { couponsRoutes } from "./modules/coupons/coupons.routes.ts";
import { crewAssignmentRoutes } from "./modules/crews/crew-assignment.routes.ts";
import { crewsRoutes } from "./modules/crews/crews.routes.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { mailPlugin } from "./modules/mail/mail.plugin.ts";
import { metricsPlugin } from "./modules/metrics/metrics.plugin.ts";
import { metricsRoutes } from "./modules/metrics/metrics.routes.ts";
import { whatsappWebhookRoutes } from "./modules/messaging/whatsapp-webhook.routes.ts";
import { outboxRoutes } from "./modules/outbox/outbox.routes.ts";
import { onlinePaymentRoutes } from "./modules/paystack/online-payments.routes.ts";
import { paystackWebhookRoutes } from "./modules/paystack/paystack-webhook.routes.ts";
import { outboxWorker } from "./modules/outbox/outbox.worker.ts";
import { outboxRetention } from "./modules/outbox/outbox-retention.ts";
import { reminderScheduler } from "./modules/outbox/reminders.ts";
import { imagesRoutes } from "./modules/images/images.routes.ts";
import { paymentsRoutes } from "./modules/payments/payments.routes.ts";
import { pastWorksRoutes } from "./modules/past-works/past-works.routes.ts";
import { reportsRoutes } from "./modules/reports/reports.routes.ts";
import { calendarFeedsRoutes, calendarFileRoutes } from "./modules/schedule/calendar-feeds.routes.ts";
import { crewPageRoutes } from "./modules/crew-page/crew-page.routes.ts";
import { crewLinkRoutes, fieldWorkRoutes } from "./modules/crew-page/crew-page-staff.routes.ts";
import { scheduleRoutes } from "./modules/schedule/schedule.routes.ts";
import { seriesRoutes } from "./modules/series/series.routes.ts";
import { seriesTopUp } from "./modules/series/series-top-up.ts";
import { servicesRoutes } from "./modules/services/services.routes.ts";
import { settingsRoutes } from "./modules/settings/settings.routes.ts";
import { testimonialsRoutes } from "./modules/testimonials/testimonials.routes.ts";
import { todayRoutes } from "./modules/today/today.routes.ts";
import { userRoutes } from "./modules/user/user.routes.ts";

/** Every API module and where it is mounted: the API's table of contents. */
export async function registerApiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(metricsPlugin); // first: it times every request, pages included
  await app.register(apiDocsPlugin); // before every route it describes
  await app.register(mailPlugin); // before the modules that send mail
  await app.register(outboxWorker);
  await app.register(reminderScheduler);
  await app.register(seriesTopUp);
  await app.register(backupWatch);
  await app.register(outboxRetention);
  await app.register(searchIndexUpkeep);
  await app.register(healthRoutes, { prefix: "/api" });
  await app.register(metricsRoutes, { prefix: "/api" });
  await app.register(userRoutes, { prefix: "/api/user" });
  await app.register(adminsRoutes, { prefix: "/api/admins" });
  await app.register(categoriesRoutes, { prefix: "/api/categories" });
  await app.register(servicesRoutes, { prefix: "/api/services" });
  await app.register(pastWorksRoutes, { prefix: "/api/past-works" });
  await app.register(testimonialsRoutes, { prefix: "/api/testimonials" });
  await app.register(imagesRoutes, { prefix: "/api" });
  await app.register(couponsRoutes, { prefix: "/api/coupons" });
  await app.register(bookingsRoutes, { prefix: "/api/bookings" });
  await app.register(manageRoutes, { prefix: "/api/bookings" });
  await app.register(quotesRoutes, { prefix: "/api/bookings" });
  await app.register(crewAssignmentRoutes, { prefix: "/api/bookings" });
  await app.register(scheduleRoutes, { prefix: "/api/bookings" });
  await app.register(paymentsRoutes, { prefix: "/api/bookings" });
  await app.register(seriesRoutes, { prefix: "/api/bookings" });
  await app.register(crewsRoutes, { prefix: "/api/crews" });
  await app.register(calendarFeedsRoutes, { prefix: "/api/calendar-feeds" });
  // Not under /api: calendar apps subscribe to these addresses, with the secret token as the only key.
  await app.register(calendarFileRoutes, { prefix: "/calendar" });
  await app.register(contactRoutes, { prefix: "/api/contact" });
  await app.register(messagesRoutes, { prefix: "/api/messages" });
  await app.register(auditRoutes, { prefix: "/api/audit" });
  await app.register(reportsRoutes, { prefix: "/api/reports" });
  await app.register(outboxRoutes, { prefix: "/api/notifications" });
  await app.register(settingsRoutes, { prefix: "/api" });
  await app.register(availabilityRoutes, { prefix: "/api" });
  await app.register(apiDocsRoutes, { prefix: "/api" });
  // The crew page (docs/decisions/049-crew-pages.md): /crew/<token> and what a crew sends from it.
  await app.register(crewPageRoutes);
  await app.register(crewLinkRoutes, { prefix: "/api/crews" });
  await app.register(fieldWorkRoutes, { prefix: "/api/bookings" });
  await app.register(todayRoutes, { prefix: "/api/today" });
  await app.register(onlinePaymentRoutes, { prefix: "/api/bookings" });
  await app.register(paystackWebhookRoutes, { prefix: "/api/paystack" });
  await app.register(whatsappWebhookRoutes, { prefix: "/api/whatsapp" });
}
