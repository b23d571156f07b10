import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Booking } from "~/shared/schemas/booking";
import type { BookingAction } from "~/web/features/bookings-admin/api/change-booking-status";
import { useBookingCrews } from "~/web/features/bookings-admin/api/get-booking-crews";
import { BookingDetails } from "~/web/features/bookings-admin/components/booking-details";
import { BookingStatusBadge } from "~/web/features/bookings-admin/components/booking-status-badge";
import { useBookingAction } from "~/web/features/bookings-admin/lib/use-booking-action";
import { scheduleQueryKey } from "~/web/features/schedule/api/get-schedule";
import { ScheduleBoard } from "~/web/features/schedule/components/schedule-board";
import { privatePageMeta } from "~/web/lib/site-settings";
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
  const [open, setOpen] = useState<Booking | null>(null);

  async function act(action: BookingAction) {
    if (!open || !(await change.act(open._id, action))) return;
    await queryClient.invalidateQueries({ queryKey: scheduleQueryKey });
    setOpen(null);
  }

  return (
    <>
      <ScheduleBoard
        crews={crews}
        renderStatus={(status) => <BookingStatusBadge status={status} />}
        onOpen={setOpen}
      />
      <BookingDetails booking={open} busy={change.busy} onAction={act} onClose={() => setOpen(null)} />
    </>
  );
}
