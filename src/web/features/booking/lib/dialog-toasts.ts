import { notify } from "~/web/lib/toast";

// The toasts the booking dialog raised that may still be showing. It shows one at a time, so a toast
// never stacks over the dialog's own title, total or Book Now button, and none outlives the dialog
// (taken down when it closes or a booking succeeds).
const shown = new Set<string>();

type ToastKind = "success" | "error" | "warning" | "info";

export function dialogToast(kind: ToastKind, message: string): void {
  for (const other of shown) if (other !== message) notify.dismiss(other);
  shown.clear();
  shown.add(message);
  notify[kind](message);
}

export function dismissDialogToasts(): void {
  for (const message of shown) notify.dismiss(message);
  shown.clear();
}
