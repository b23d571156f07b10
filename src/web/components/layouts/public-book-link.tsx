import type { MouseEvent, ReactNode } from "react";
import { bookingPageHref, useBookingDialog, type BookingPreset } from "~/web/lib/booking-dialog-controls";

type PublicBookLinkProps = {
  /** What the link books: a category, and maybe one of its services; none for a plain Book link. */
  preset?: BookingPreset;
  className: string;
  children: ReactNode;
  "aria-label"?: string;
  /** Runs before the dialog opens (the phone menu closes itself). */
  onOpen?: () => void;
};

/**
 * Every Book button of the public pages: a real link to the booking page, so it books before the
 * page's script has taken over and without script at all (docs/decisions/017-one-booking-per-double-submit.md). Once the script runs, a
 * plain click opens the booking dialog over the page instead; a click meant for a new tab or window
 * still follows the link.
 */
export function PublicBookLink({ preset, className, children, onOpen, ...aria }: PublicBookLinkProps) {
  const booking = useBookingDialog();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen?.();
    // A new object each press, so pressing the same link again applies it again.
    if (preset) booking.openWith({ ...preset });
    else booking.open();
  };
  return (
    <a href={bookingPageHref(preset)} onClick={onClick} className={className} {...aria}>
      {children}
    </a>
  );
}
