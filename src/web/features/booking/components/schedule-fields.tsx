import { timeWindows, type TimeWindow } from "~/shared/booking-status";
import { controlClass, labelClass } from "./field-styles";

const timeWindowLabels: Record<TimeWindow, string> = {
  morning: "Morning",
  afternoon: "Afternoon",
  evening: "Evening",
};

type ScheduleFieldsProps = {
  date: string;
  time: TimeWindow | "";
  /** Today in Lagos (YYYY-MM-DD): the earliest date offered. */
  minDate: string;
  onDateChange: (date: string) => void;
  onTimeChange: (time: TimeWindow | "") => void;
};

/** Preferred date and time window (DECISIONS.md B1), plain calendar dates in Lagos time (D18). */
export function ScheduleFields({ date, time, minDate, onDateChange, onTimeChange }: ScheduleFieldsProps) {
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
        />
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
        >
          <option value="">Select a time window</option>
          {timeWindows.map((window) => (
            <option key={window} value={window}>
              {timeWindowLabels[window]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
