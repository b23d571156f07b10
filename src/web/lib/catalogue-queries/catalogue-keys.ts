/**
 * The one query-key family of the catalogue's categories and services (docs/decisions/014). The public
 * pages, the booking dialog and the dashboard read these lists under these keys, and every admin change
 * to a category or a service invalidates them, so whatever screen shows a list next shows the change.
 */
export const catalogueKeys = {
  categories: ["catalogue", "categories"],
  services: ["catalogue", "services"],
} as const;
