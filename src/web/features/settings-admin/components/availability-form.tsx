// When customers may book: each window's hours, the jobs each window of each weekday takes, closed
// dates, the least notice and how far ahead (docs/decisions/021-availability.md).
import { FormProvider, useFieldArray, useFormContext } from "react-hook-form";
import { z } from "zod";
import { timeWindowLabels, timeWindows, type TimeWindow } from "~/shared/booking-status";
import { availabilityLimits } from "~/shared/rules/availability";
import { weekdayName, weekdays, type Weekday } from "~/shared/rules/settings";
import { availabilitySettings, jobsPerWindow } from "~/shared/schemas/availability";
import type { SiteSettings } from "~/shared/schemas/settings";
import { useSectionForm } from "../lib/use-section-form";
import { AddButton, errorAt, Field, ListItem, SaveButton } from "./settings-fields";

type Availability = SiteSettings["availability"];

// A number field holds text: empty capacity is no limit; other numbers are read as typed.
const typedNumber = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));
const capacityField = z
  .string()
  .transform((text) => (text.trim() === "" ? null : typedNumber(text)))
  .pipe(jobsPerWindow);
const byWindow = z.object(Object.fromEntries(timeWindows.map((window) => [window, capacityField])));
type FormInput = {
  windows: Record<TimeWindow, { start: string; end: string }>;
  capacity: Record<Weekday, Record<TimeWindow, string>>;
  closedDates: { date: string; note: string }[];
  noticeHours: string;
  daysAhead: string;
  changeHours: string;
};
// Typed by hand: objects built from the weekday and window lists lose their keys' names.
const availabilityForm = z
  .object({
    windows: z.unknown(),
    capacity: z.object(Object.fromEntries(weekdays.map((day) => [day, byWindow]))),
    closedDates: z.unknown(),
    noticeHours: z.string().transform(typedNumber),
    daysAhead: z.string().transform(typedNumber),
    changeHours: z.string().transform(typedNumber).optional(),
  })
  .pipe(availabilitySettings) as unknown as z.ZodType<Availability, FormInput>;

function formValues(availability: Availability): FormInput {
  const text = (value: number | null) => (value === null ? "" : String(value));
  return {
    ...availability,
    capacity: Object.fromEntries(
      weekdays.map((day) => [
        day,
        Object.fromEntries(timeWindows.map((window) => [window, text(availability.capacity[day][window])])),
      ]),
    ) as FormInput["capacity"],
    noticeHours: String(availability.noticeHours),
    daysAhead: String(availability.daysAhead),
    changeHours: String(availability.changeHours),
  };
}

export function AvailabilityForm({ availability }: { availability: Availability }) {
  const { form, onSubmit, saving } = useSectionForm(
    "availability",
    availabilityForm,
    formValues(availability),
  );
  const closedDates = useFieldArray({ control: form.control, name: "closedDates" });
  return (
    <FormProvider {...form}>
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-6">
        <WindowHours />
        <Capacity />
        <fieldset className="space-y-3">
          <legend className="mb-2 font-semibold text-slate-900">Closed dates</legend>
          {closedDates.fields.map((field, i) => (
            <ListItem key={field.id} title={`Closed date ${i + 1}`} onRemove={() => closedDates.remove(i)}>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field name={`closedDates.${i}.date`} label="Date" type="date" />
                <Field
                  name={`closedDates.${i}.note`}
                  label="Note (for example, the holiday)"
                  maxLength={availabilityLimits.closedDateNote}
                />
              </div>
            </ListItem>
          ))}
          <AddButton
            label="Add closed date"
            full={closedDates.fields.length >= availabilityLimits.closedDates}
            onAdd={() => closedDates.append({ date: "", note: "" })}
          />
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            name="noticeHours"
            label="Least notice (hours)"
            type="number"
            hint="How long before a window starts it can still be booked."
          />
          <Field name="daysAhead" label="Book up to (days ahead)" type="number" />
          <Field
            name="changeHours"
            label="Online changes close (hours before)"
            type="number"
            hint="Customers may move or cancel through their link until this long before the window starts."
          />
        </div>
        <SaveButton saving={saving} label="availability" />
      </form>
    </FormProvider>
  );
}

function WindowHours() {
  const { register, formState } = useFormContext();
  return (
    <fieldset>
      <legend className="mb-2 font-semibold text-slate-900">Time windows</legend>
      <div className="space-y-2">
        {timeWindows.map((window) => {
          const error = errorAt(formState.errors, `windows.${window}`);
          return (
            <div key={window} className="rounded-lg border border-slate-200 p-3">
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <span className="w-24 font-medium text-slate-800">{timeWindowLabels[window]}</span>
                {(["start", "end"] as const).map((edge) => (
                  <label key={edge} className="flex items-center gap-2 text-sm text-slate-700">
                    {edge === "start" ? "From" : "To"}
                    <input
                      type="time"
                      {...register(`windows.${window}.${edge}`)}
                      className="rounded border border-slate-300 px-2 py-1"
                    />
                  </label>
                ))}
              </div>
              {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A row per weekday, a box per window: the jobs it takes, 0 to close it, empty for no limit. */
function Capacity() {
  const { register, formState } = useFormContext();
  return (
    <fieldset>
      <legend className="mb-1 font-semibold text-slate-900">Jobs per window</legend>
      <p className="mb-2 text-sm text-slate-600">
        0 closes a window; leave it empty for no limit. A day the opening hours close starts with every window
        at 0.
      </p>
      <div className="space-y-2">
        <div
          aria-hidden="true"
          className="grid grid-cols-[6rem_repeat(3,minmax(0,1fr))] gap-2 text-sm text-slate-600"
        >
          <span />
          {timeWindows.map((window) => (
            <span key={window}>{timeWindowLabels[window]}</span>
          ))}
        </div>
        {weekdays.map((day) => {
          const error = errorAt(formState.errors, `capacity.${day}`);
          return (
            <div key={day}>
              <div className="grid grid-cols-[6rem_repeat(3,minmax(0,1fr))] items-center gap-2">
                <span className="font-medium text-slate-800">{weekdayName(day)}</span>
                {timeWindows.map((window) => (
                  <input
                    key={window}
                    type="number"
                    min={0}
                    max={availabilityLimits.jobsPerWindow}
                    inputMode="numeric"
                    aria-label={`${weekdayName(day)} ${timeWindowLabels[window].toLowerCase()} jobs`}
                    {...register(`capacity.${day}.${window}`)}
                    className="w-full min-w-0 rounded border border-slate-300 px-2 py-1"
                  />
                ))}
              </div>
              {error && <p className="mt-1 text-sm text-red-700">{`${weekdayName(day)}: ${error}`}</p>}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
