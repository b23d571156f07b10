import { createContext, useContext } from "react";

/** What a Book button may choose for the customer: a category, and maybe one of its services. */
export type BookingPreset = { categoryId: string; serviceId?: string };

export type BookingDialogControls = {
  /** Opens the dialog as the customer left it (whatever an onClick passes is ignored). */
  open: () => void;
  /** Opens it with a category picked and maybe one of its services chosen (a new object each press). */
  openWith: (preset: BookingPreset | null) => void;
};

/**
 * What a Book button needs: a way to open the booking form. The booking feature provides it around
 * the public layout; outside that provider a Book button does nothing.
 */
export const BookingDialogContext = createContext<BookingDialogControls>({
  open: () => {},
  openWith: () => {},
});

/** Any Book button calls `useBookingDialog().open()`, a category's or a service's `openWith()`. */
export function useBookingDialog(): BookingDialogControls {
  return useContext(BookingDialogContext);
}

/** Where a Book link leads when the page's script has not taken over (decision 017). */
const bookPagePath = "/book";

/**
 * The booking page a Book link leads to when the page's script has not taken over: the same preset in
 * its query (ids only, never anything a customer typed).
 */
export function bookingPageHref(preset?: BookingPreset | null): string {
  const query = new URLSearchParams();
  if (preset?.categoryId) query.set("category", preset.categoryId);
  if (preset?.serviceId) query.set("service", preset.serviceId);
  const search = query.toString();
  return search ? `${bookPagePath}?${search}` : bookPagePath;
}
