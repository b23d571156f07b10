import type { TimeWindow } from "~/shared/booking-status";
import { visitLabel } from "~/shared/rules/booking";
import { useSiteSettings } from "~/web/lib/site-settings";

/** The hours of the owner's windows, for `visitLabel` on the screens. */
export function useWindowHours() {
  return useSiteSettings().availability.windows;
}

/** A visit's day and window as customers read it everywhere: "Tue 1 Dec, Morning (8am–12pm)". */
export function VisitWhen({
  date,
  window,
  none,
}: {
  date: string | null | undefined;
  window: TimeWindow | null | undefined;
  none?: string;
}) {
  return <>{visitLabel(date, window, none, useWindowHours())}</>;
}
