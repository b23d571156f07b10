import { mayUse } from "~/shared/rules/roles";
import { useUser } from "~/web/lib/queries/use-user";
import { BookingsManager } from "~/web/features/bookings-admin/components/bookings-manager";
import { privatePageMeta } from "~/web/lib/site-settings";
import type { Route } from "./+types/bookings-management";

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta("Bookings Management", matches);
}

export default function BookingsManagement() {
  const user = useUser();
  // Exports are the owner's (the roles table); staff work the bookings on screen.
  return (
    <BookingsManager
      canExport={!!user && mayUse(user.role, "exports")}
      canReversePayments={!!user && mayUse(user.role, "payment-reversals")}
    />
  );
}
