import { timeWindowLabels, timeWindows, type TimeWindow } from "~/shared/booking-status";
import type { RequiredBookingField } from "~/shared/rules/booking";
import { FormField } from "~/web/components/ui/form-field";
import { publicLook } from "~/web/components/ui/form-styles";

type ScheduleFieldsProps = {
  date: string;
  time: TimeWindow | "";
  /** Today in Lagos (YYYY-MM-DD): the earliest date offered. */
  minDate: string;
  /** The message under each field marked missing. */
  invalid: Partial<Record<RequiredBookingField, string>>;
  onDateChange: (date: string) => void;
  onTimeChange: (time: TimeWindow | "") => void;
};

/** Preferred date and time window, plain `YYYY-MM-DD` dates in Lagos time whatever the browser's zone. */
export function ScheduleFields({
  date,
  time,
  minDate,
  invalid,
  onDateChange,
  onTimeChange,
}: ScheduleFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id="booking-date" label="Preferred Date" error={invalid.preferredDate} look={publicLook}>
        {(control) => (
          <input
            {...control}
            name="preferredDate"
            type="date"
            required
            min={minDate}
            value={date}
            onChange={(event) => onDateChange(event.target.value)}
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
            {timeWindows.map((window) => (
              <option key={window} value={window}>
                {timeWindowLabels[window]}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </div>
  );
}
