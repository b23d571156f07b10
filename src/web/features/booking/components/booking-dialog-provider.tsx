import { useMemo, useState, type ComponentType, type ReactNode } from "react";
import { Spinner } from "~/web/components/ui/spinner";
import { BookingDialogContext, type BookingPreset } from "~/web/lib/booking-dialog-controls";
import { notify } from "~/web/lib/toast";
import { catalogueLoadFailed } from "~/shared/rules/public-toasts";

type BookingDialogProps = { open: boolean; onClose: () => void; preset: BookingPreset | null };
type BookingDialogModule = { default: ComponentType<BookingDialogProps> };

// The dialog's code loads only when a customer first opens it, not with the page. Unlike
// React.lazy, a failed download (a dropped phone connection) is not remembered: the next press
// of a Book button tries again instead of breaking the page.
let loading: Promise<BookingDialogModule> | null = null;
function loadBookingDialog(): Promise<BookingDialogModule> {
  loading ??= import("./booking-dialog").catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Only a slow download shows the loading overlay, so a fast one does not flicker. */
const overlayDelayMs = 300;

/**
 * Wraps the public layout; any Book button calls `useBookingDialog().open()`, a category's or a
 * service's calls `openWith()`.
 */
export function BookingDialogProvider({ children }: { children: ReactNode }) {
  const [BookingDialog, setBookingDialog] = useState<ComponentType<BookingDialogProps> | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [preset, setPreset] = useState<BookingPreset | null>(null);
  const controls = useMemo(() => {
    const openWith = (next: BookingPreset | null) => {
      setPreset(next);
      setIsOpen(true);
      const slow = window.setTimeout(() => setWaiting(true), overlayDelayMs);
      loadBookingDialog()
        .then((module) => setBookingDialog(() => module.default))
        .catch(() => {
          setIsOpen(false);
          notify.error(catalogueLoadFailed);
        })
        .finally(() => {
          window.clearTimeout(slow);
          setWaiting(false);
        });
    };
    return { open: () => openWith(null), openWith };
  }, []);
  return (
    <BookingDialogContext.Provider value={controls}>
      {children}
      {BookingDialog ? (
        <BookingDialog open={isOpen} onClose={() => setIsOpen(false)} preset={preset} />
      ) : (
        isOpen &&
        waiting && (
          <div className="fixed inset-0 z-50 grid place-items-center bg-slate-900/60">
            <div className="rounded-2xl bg-white p-6 shadow-2xl">
              <Spinner label="Loading the booking form" />
            </div>
          </div>
        )
      )}
    </BookingDialogContext.Provider>
  );
}
