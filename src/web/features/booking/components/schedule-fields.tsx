import type { TimeWindow } from "~/shared/booking-status";
import { addDays } from "~/shared/rules/availability";
import type { RequiredBookingField } from "~/shared/rules/booking";
import type { AvailabilityDays } from "~/shared/schemas/availability";
import { FormField } from "~/web/components/ui/form-field";
import { publicLook } from "~/web/components/ui/form-styles";
import { useSiteSettings } from "~/web/lib/site-settings";
import { dayNote, isOffered, nextFreeLine, windowChoices } from "../lib/schedule-choices";
import type { CheckedDay } from "../lib/book-page-post";
import { useHydrated } from "../lib/use-hydrated";

type ScheduleFieldsProps = {
  date: string;
  time: TimeWindow | "";
  /** Today in Lagos (YYYY-MM-DD): the earliest date offered. */
  minDate: string;
  /** Each coming day's windows and places, once known. */
  days: AvailabilityDays["days"] | undefined;
  /** The message under each field marked missing (or refused by the server). */
  invalid: Partial<Record<RequiredBookingField, string>>;
  onDateChange: (date: string) => void;
  onTimeChange: (time: TimeWindow | "") => void;
  /** Without script, after Check times: the checked date's windows, which the time list then follows. */
  checkedDay?: CheckedDay | null;
};

/**
 * Preferred date and time window, plain `YYYY-MM-DD` dates in Lagos time whatever the browser's zone.
 * Only what the owner's availability allows is offered: dates up to how far ahead bookings are taken,
 * windows with room on the chosen date; a closed date says why, and the next free time is always given.
 * Without script the time list cannot follow a newly typed date: it offers every window until Check times
 * (the booking page's) has asked the server about the date, and the server refuses one that is full.
 */
export function ScheduleFields({
  date,
  time,
  minDate,
  days,
  invalid,
  onDateChange,
  onTimeChange,
  checkedDay,
}: ScheduleFieldsProps) {
  const { availability } = useSiteSettings();
  const hydrated = useHydrated();
  // The list follows the date as it changes with script; without, only the date Check times asked about.
  const checked = !hydrated && checkedDay?.date === date ? [checkedDay] : undefined;
  const listDays = hydrated ? days : checked;
  const note = date ? dayNote(hydrated ? days : (checked ?? days), date, availability) : undefined;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        id="booking-date"
        label="Preferred Date"
        error={invalid.preferredDate ?? note}
        description={nextFreeLine(days)}
        look={publicLook}
      >
        {(control) => (
          <input
            {...control}
            name="preferredDate"
            type="date"
            required
            min={minDate}
            max={addDays(minDate, availability.daysAhead)}
            value={date}
            onChange={(event) => {
              onDateChange(event.target.value);
              // A window the new date cannot take is no longer chosen.
              if (!isOffered(days, event.target.value, time)) onTimeChange("");
            }}
            className={publicLook.control}
          />
        )}
      </FormField>
      <FormField id="booking-time" label="Preferred Time" error={invalid.preferredTime} look={publicLook}>
        {(control) => (
          <select
            {...control}
            name="preferredTime"
            required
            value={time}
            onChange={(event) => onTimeChange(event.target.value as TimeWindow | "")}
            className={publicLook.control}
          >
            <option value="">Select a time window</option>
            {windowChoices(listDays, date).map((choice) => (
              <option key={choice.window} value={choice.window} disabled={choice.disabled}>
                {choice.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </div>
  );
}
