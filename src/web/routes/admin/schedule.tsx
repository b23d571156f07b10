import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Booking } from "~/shared/schemas/booking";
import type { BookingAction } from "~/web/features/bookings-admin/api/change-booking-status";
import { useBookingCrews } from "~/web/lib/queries/booking-crews";
import { BookingDetails } from "~/web/features/bookings-admin/components/booking-details";
import { BookingStatusBadge } from "~/web/features/bookings-admin/components/booking-status-badge";
import { MovedWhatsapp } from "~/web/features/bookings-admin/components/moved-whatsapp";
import { useBookingAction } from "~/web/features/bookings-admin/lib/use-booking-action";
import { scheduleQueryKey } from "~/web/features/schedule/api/get-schedule";
import { ScheduleBoard } from "~/web/features/schedule/components/schedule-board";
import { privatePageMeta } from "~/web/lib/site-settings";
import { mayUse } from "~/shared/rules/roles";
import { useUser } from "~/web/lib/queries/use-user";
import type { Route } from "./+types/schedule";

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta("Schedule", matches);
}

/**
 * The schedule board, whose jobs open the same Booking Details as the bookings screen, and whose crews are
 * the ones that screen's crew picker offers.
 */
export default function Schedule() {
  const queryClient = useQueryClient();
  const change = useBookingAction();
  const crews = useBookingCrews();
  const user = useUser();
  const [open, setOpen] = useState<Booking | null>(null);

  async function act(action: BookingAction) {
    if (!open) return;
    const changed = await change.act(open._id, action);
    await queryClient.invalidateQueries({ queryKey: scheduleQueryKey });
    // The panel stays open on the booking as changed: after confirming come its crew and the message.
    if (changed)
      setOpen((current) => (current && current._id === changed._id ? { ...current, ...changed } : current));
  }

  return (
    <>
      <ScheduleBoard
        crews={crews}
        renderStatus={(status) => <BookingStatusBadge status={status} />}
        onOpen={setOpen}
        afterMove={(moved) => <MovedWhatsapp booking={moved} />}
      />
      <BookingDetails
        booking={open}
        busy={change.busy}
        onAction={act}
        onClose={() => setOpen(null)}
        canReversePayments={!!user && mayUse(user.role, "payment-reversals")}
      />
    </>
  );
}
