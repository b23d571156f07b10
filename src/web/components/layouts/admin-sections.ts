/** Every section of the dashboard, in sidebar order (paths under /admin-dashboard). */
export const adminSections = [
  { to: "/admin-dashboard", label: "Profile", end: true },
  { to: "/admin-dashboard/bookings-management", label: "Bookings" },
  { to: "/admin-dashboard/messages", label: "Messages" },
  { to: "/admin-dashboard/services-managements", label: "Services" },
  { to: "/admin-dashboard/categories-managements", label: "Categories" },
  { to: "/admin-dashboard/past-projects-management", label: "Past Projects" },
  { to: "/admin-dashboard/testimonial-management", label: "Testimonials" },
  { to: "/admin-dashboard/coupon-management", label: "Coupons" },
  { to: "/admin-dashboard/activity", label: "Activity" },
] as const;
