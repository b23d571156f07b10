import { BookingsManager } from "~/web/features/bookings-admin/components/bookings-manager";
import { site } from "~/web/content/site";

export function meta() {
  return [{ title: `Bookings Management | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function BookingsManagement() {
  return <BookingsManager />;
}
