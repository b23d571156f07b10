import {
  frequencyOption,
  offeredFrequencies,
  oneOffOnly,
  type Frequency,
  type RecurringDiscounts,
} from "~/shared/rules/recurring";
import { publicLook } from "~/web/components/ui/form-styles";

type FrequencyFieldProps = {
  /** The frequency booked (one time while a chosen service is one-off). */
  value: Frequency;
  discounts: RecurringDiscounts;
  /** A chosen service that is booked one time only, by name: the repeating choices are off. */
  oneOff: string | undefined;
  onChange: (frequency: Frequency) => void;
};

/**
 * How often the visit repeats: One time and each frequency the owner gives a discount,
 * with that discount. Plain radio buttons, so the booking page posts the choice without script; hidden
 * while the owner offers no regular visits.
 */
export function FrequencyField({ value, discounts, oneOff, onChange }: FrequencyFieldProps) {
  const offered = offeredFrequencies(discounts);
  if (offered.length < 2) return null;
  return (
    <fieldset className="min-w-0" aria-describedby={oneOff ? "booking-frequency-note" : undefined}>
      <legend className={publicLook.label}>How often?</legend>
      <div className="mt-1 flex flex-col sm:flex-row sm:flex-wrap sm:gap-x-5">
        {offered.map((frequency) => (
          <label
            key={frequency}
            className="flex min-h-11 items-center gap-2 text-slate-800 has-disabled:text-slate-500"
          >
            <input
              type="radio"
              name="frequency"
              value={frequency}
              checked={value === frequency}
              disabled={oneOff !== undefined && frequency !== "once"}
              onChange={() => onChange(frequency)}
              className="h-5 w-5 shrink-0 accent-brand-700"
            />
            {frequencyOption(discounts, frequency)}
          </label>
        ))}
      </div>
      {oneOff && (
        <p id="booking-frequency-note" className="mt-1 text-sm text-slate-700">
          {oneOffOnly(oneOff)}
        </p>
      )}
    </fieldset>
  );
}
