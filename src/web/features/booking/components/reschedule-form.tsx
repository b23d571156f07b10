import { useState } from "react";
import { Form } from "react-router";
import { timeWindows, type TimeWindow } from "~/shared/booking-status";
import type { AvailabilityDays } from "~/shared/schemas/availability";
import { textOf } from "~/web/lib/form-text";
import { useTypedBeforeHydration } from "~/web/lib/typed-before-hydration";
import { ScheduleFields } from "./schedule-fields";

type RescheduleFormProps = {
  /** The date and window shown at first: the booking's, or what was posted and refused. */
  date: string;
  time: TimeWindow | "";
  today: string;
  days: AvailabilityDays["days"] | undefined;
  /** The server's refusal beside the field it names. */
  invalid: Partial<Record<"preferredDate" | "preferredTime", string>>;
  /** The submit button's `name="intent"` value the page's action reads. */
  intent: string;
  /** One visit of regular visits to move (posted as `visit`), and the heading that names it. */
  visitId?: string;
  title?: string;
};

/**
 * A new date and window for a booking, offered as the booking form offers them (only windows with room once
 * the page's script runs); a plain form post to the page, so it works without script (decision 031).
 */
export function RescheduleForm({
  date: initialDate,
  time: initialTime,
  today,
  days,
  invalid,
  intent,
  visitId,
  title = "Change the date or time",
}: RescheduleFormProps) {
  const [date, setDate] = useState(initialDate);
  const [time, setTime] = useState<TimeWindow | "">(initialTime);
  const form = useTypedBeforeHydration((typed) => {
    setDate(textOf(typed, "preferredDate"));
    const window = textOf(typed, "preferredTime");
    setTime((timeWindows as readonly string[]).includes(window) ? (window as TimeWindow) : "");
  });
  return (
    <Form ref={form} method="post" className="space-y-4" aria-labelledby="reschedule-title">
      <h2 id="reschedule-title" className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {visitId && <input type="hidden" name="visit" value={visitId} />}
      <ScheduleFields
        date={date}
        time={time}
        minDate={today}
        days={days}
        invalid={invalid}
        onDateChange={setDate}
        onTimeChange={setTime}
      />
      <button
        type="submit"
        name="intent"
        value={intent}
        className="min-h-11 w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 sm:w-auto"
      >
        Move my booking
      </button>
    </Form>
  );
}
