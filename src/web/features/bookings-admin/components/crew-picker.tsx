import { useState } from "react";
import { crewOptionLabel, noCrewLabel } from "~/shared/rules/crews";
import type { Booking } from "~/shared/schemas/booking";
import { FormField } from "~/web/components/ui/form-field";
import { dashboardLook } from "~/web/components/ui/form-styles";
import { errorMessage } from "~/web/lib/api-client";
import { notify } from "~/web/lib/toast";
import { useAssignCrew } from "../api/assign-crew";
import { useBookingCrews } from "~/web/lib/queries/booking-crews";
import { somethingWentWrong } from "~/shared/rules/errors";

/** A booking the crews can be given: not cancelled, with a date and a window to hold. */
export function takesCrew(booking: Booking): boolean {
  return booking.status !== "cancelled" && Boolean(booking.preferredDate && booking.preferredTime);
}

/**
 * The crew of a booking, saved as soon as it is chosen. Active crews are offered; a switched-off one only
 * while it still holds this booking. A refusal (the crew has a job in that window) says the server's words
 * and the choice goes back to what the booking has.
 */
export function CrewPicker({ booking }: { booking: Booking }) {
  const crews = useBookingCrews();
  const assign = useAssignCrew();
  // The choice shows at once while it is saved; then the booking as the list reads it again.
  const [chosen, setChosen] = useState<string | null>(null);
  const saving = chosen !== null;
  const value = chosen ?? booking.crewId ?? "";
  const offered = (crews.data ?? []).filter((crew) => crew.active || crew._id === booking.crewId);

  const choose = (crewId: string | null) => {
    setChosen(crewId ?? "");
    assign.mutate(
      { id: booking._id, crewId },
      {
        onSuccess: () => notify.success(crewId ? "Crew saved" : "Booking taken off its crew"),
        onError: (error) => notify.error(errorMessage(error, somethingWentWrong)),
        onSettled: () => setChosen(null),
      },
    );
  };

  return (
    <FormField
      id="booking-crew"
      label="Crew"
      error={crews.isError ? errorMessage(crews.error, "Failed to load the crews.") : undefined}
      className="py-2"
    >
      {(control) => (
        <select
          {...control}
          value={value}
          // Not disabled while saving: that would throw the focus out of the dialog.
          disabled={crews.isPending}
          aria-busy={saving}
          onChange={(event) => choose(event.target.value || null)}
          className={`${dashboardLook.control} min-h-11 disabled:opacity-60`}
        >
          <option value="">{noCrewLabel}</option>
          {offered.map((crew) => (
            <option key={crew._id} value={crew._id}>
              {crewOptionLabel(crew)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
