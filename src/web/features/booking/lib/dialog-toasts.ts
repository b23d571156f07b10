import { toast, type Id } from "react-toastify/unstyled";
import { wantToasts } from "~/web/lib/toast";

// The toasts the booking dialog raised that may still be showing, by their words. A message shows
// once at a time (pressing Book Now again while its toast shows adds no copy); the dialog shows one
// toast at a time, so none stacks over its title, total or Book Now button; and none outlives the
// dialog (taken down when it closes or a booking succeeds). This lives with the lazily loaded dialog
// rather than in ~/web/lib/toast, which every page loads first.
const shown = new Map<string, Id>();
let serial = 0;

type ToastKind = "success" | "error" | "warning" | "info";

export function dialogToast(kind: ToastKind, message: string): void {
  // The toast container mounts on the first toast wanted; until then this one waits in the queue.
  wantToasts();
  const current = shown.get(message);
  for (const [other, id] of shown) if (other !== message) toast.dismiss(id);
  shown.clear();
  if (current !== undefined) {
    shown.set(message, current);
    return;
  }
  // A toast keeps its id until it has finished leaving, so each showing gets an id of its own, and
  // the message may show again as soon as its toast starts to close.
  serial += 1;
  const toastId = `booking-${serial}`;
  const onClose = () => {
    if (shown.get(message) === toastId) shown.delete(message);
  };
  shown.set(message, toast[kind](message, { toastId, onClose }));
}

export function dismissDialogToasts(): void {
  for (const id of shown.values()) toast.dismiss(id);
  shown.clear();
}
