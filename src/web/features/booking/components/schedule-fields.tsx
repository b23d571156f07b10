import { timeWindowLabels, timeWindows, type TimeWindow } from "~/shared/booking-status";
import type { RequiredBookingField } from "~/shared/rules/booking";
import { FieldError, invalidProps } from "./field-error";
import { controlClass, labelClass } from "./field-styles";

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

/** Preferred date and time window (DECISIONS.md B1), plain calendar dates in Lagos time (D18). */
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
      <div>
        <label htmlFor="booking-date" className={labelClass}>
          Preferred Date
        </label>
        <input
          id="booking-date"
          name="preferredDate"
          type="date"
          required
          min={minDate}
          value={date}
          onChange={(event) => onDateChange(event.target.value)}
          className={controlClass}
          {...invalidProps("booking-date-error", invalid.preferredDate)}
        />
        <FieldError id="booking-date-error" message={invalid.preferredDate} />
      </div>
      <div>
        <label htmlFor="booking-time" className={labelClass}>
          Preferred Time
        </label>
        <select
          id="booking-time"
          name="preferredTime"
          required
          value={time}
          onChange={(event) => onTimeChange(event.target.value as TimeWindow | "")}
          className={controlClass}
          {...invalidProps("booking-time-error", invalid.preferredTime)}
        >
          <option value="">Select a time window</option>
          {timeWindows.map((window) => (
            <option key={window} value={window}>
              {timeWindowLabels[window]}
            </option>
          ))}
        </select>
        <FieldError id="booking-time-error" message={invalid.preferredTime} />
      </div>
    </div>
  );
}
