import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Booking } from "~/shared/schemas/booking";
import {
  useChangeBookingStatus,
  type BookingAction,
} from "~/web/features/bookings-admin/api/change-booking-status";
import { BookingDetails } from "~/web/features/bookings-admin/components/booking-details";
import { BookingStatusBadge } from "~/web/features/bookings-admin/components/booking-status-badge";
import { scheduleQueryKey } from "~/web/features/schedule/api/get-schedule";
import { ScheduleBoard } from "~/web/features/schedule/components/schedule-board";
import { errorMessage } from "~/web/lib/api-client";
import { privatePageMeta } from "~/web/lib/site-settings";
import { notify } from "~/web/lib/toast";
import type { Route } from "./+types/schedule";

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta("Schedule", matches);
}

const doneMessages: Record<BookingAction, string> = {
  confirm: "Booking confirmed",
  complete: "Booking marked as completed",
  cancel: "Booking cancelled",
};

/** The schedule board, whose jobs open the same Booking Details as the bookings screen. */
export default function Schedule() {
  const queryClient = useQueryClient();
  const change = useChangeBookingStatus();
  const [open, setOpen] = useState<Booking | null>(null);

  async function act(action: BookingAction) {
    if (!open || !window.confirm(`Are you sure you want to ${action} this booking?`)) return;
    try {
      await change.mutateAsync({ id: open._id, action });
      notify.success(doneMessages[action]);
    } catch (error) {
      notify.error(errorMessage(error, "Something went wrong. Please try again."));
    }
    await queryClient.invalidateQueries({ queryKey: scheduleQueryKey });
    setOpen(null);
  }

  return (
    <>
      <ScheduleBoard renderStatus={(status) => <BookingStatusBadge status={status} />} onOpen={setOpen} />
      <BookingDetails booking={open} busy={change.isPending} onAction={act} onClose={() => setOpen(null)} />
    </>
  );
}
