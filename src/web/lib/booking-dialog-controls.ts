import { createContext, useContext } from "react";

export type BookingDialogControls = { open: () => void };

/**
 * What a Book button needs: a way to open the booking form. The booking feature provides it around
 * the public layout; outside that provider a Book button does nothing.
 */
export const BookingDialogContext = createContext<BookingDialogControls>({ open: () => {} });

/** Any Book button calls `useBookingDialog().open()`. */
export function useBookingDialog(): BookingDialogControls {
  return useContext(BookingDialogContext);
}
