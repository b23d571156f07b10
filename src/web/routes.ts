import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("about-us", "routes/public/about-us.tsx"),
    route("contact-us", "routes/public/contact-us.tsx"),
    route("services", "routes/public/services.tsx"),
    route("services/:category", "routes/public/service-category.tsx"),
    route("our-works", "routes/public/our-works.tsx"),
    route("privacy-policy", "routes/public/privacy-policy.tsx"),
    route("terms-of-service", "routes/public/terms-of-service.tsx"),
    route("admin-auth-route", "routes/public/admin-auth.tsx"),
    route("check-booking-status", "routes/public/check-booking-status.tsx"),
    route("book", "routes/public/book.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
  route("sitemap.xml", "routes/public/sitemap.ts"),
  route("robots.txt", "routes/public/robots.ts"),
  ...prefix("admin-dashboard", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/profile.tsx"),
      route("services-managements", "routes/admin/services-managements.tsx"),
      route("categories-managements", "routes/admin/categories-managements.tsx"),
      route("past-projects-management", "routes/admin/past-projects-management.tsx"),
      route("testimonial-management", "routes/admin/testimonial-management.tsx"),
      route("coupon-management", "routes/admin/coupon-management.tsx"),
      route("bookings-management", "routes/admin/bookings-management.tsx"),
      route("schedule", "routes/admin/schedule.tsx"),
      route("messages", "routes/admin/messages.tsx"),
      route("activity", "routes/admin/activity.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      route("accounts", "routes/admin/accounts.tsx"),
      route("crews", "routes/admin/crews.tsx"),
      route("change-password", "routes/admin/change-password.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
