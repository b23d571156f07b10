import { checkTimesLabel, dayClosedReason, dayFull, freeWindowsOn } from "~/shared/rules/availability";
import { visitDate, windowLabel } from "~/shared/rules/booking";
import { useWindowHours } from "~/web/components/ui/visit-when";
import { useSiteSettings } from "~/web/lib/site-settings";
import { bookAnchors, bookIntents, type CheckedDay } from "../lib/book-page-post";

/**
 * Without script the time list cannot follow the date typed: this button asks the server for the date's
 * windows, and the page comes back here listing the free ones (the list above then offers only those).
 */
export function CheckTimes({
  checkedDay,
  date,
}: {
  checkedDay: CheckedDay | null | undefined;
  date: string;
}) {
  const hours = useWindowHours();
  const { availability } = useSiteSettings();
  const shown = checkedDay && checkedDay.date === date ? checkedDay : null;
  const free = shown?.windows
    .filter((state) => state.open)
    .map((state) => windowLabel(state.window, hours[state.window]));
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
      <button
        type="submit"
        name="intent"
        value={bookIntents.checkTimes}
        formAction={`#${bookAnchors.when}`}
        className="min-h-12 shrink-0 rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
      >
        {checkTimesLabel}
      </button>
      {shown && free && (
        <p role="status" className="text-sm font-medium text-slate-800">
          {free.length > 0
            ? freeWindowsOn(visitDate(shown.date), free)
            : (dayClosedReason(availability, shown.date) ?? dayFull)}
        </p>
      )}
    </div>
  );
}
