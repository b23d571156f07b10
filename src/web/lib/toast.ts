import type { toast } from "react-toastify/unstyled";

// Every notification of the app goes through here, so wording and timing stay in one place.
//
// The toast library is not part of a page's first load: no page shows a toast before something
// happens (a failed load, a sent message, a booking). The first notification loads the library and
// asks the Toaster to mount its container; a toast raised before the container is mounted waits in
// the library's queue and shows as soon as it is.

type ToastLibrary = { toast: typeof toast };
type ToastKind = "success" | "error" | "warning" | "info";

let library: Promise<ToastLibrary> | null = null;
let wanted = false;
const listeners = new Set<() => void>();

/** Loads the toast library; a failed download is not remembered, so the next toast tries again. */
function loadLibrary(): Promise<ToastLibrary> {
  library ??= import("react-toastify/unstyled").catch((error: unknown) => {
    library = null;
    throw error;
  });
  return library;
}

/** Asks the Toaster to mount the toast container (it loads it once, on the first call). */
export function wantToasts(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** Calls `listener` once toasts are wanted: now, if they already are. Returns the unsubscribe. */
export function onToastsWanted(listener: () => void): () => void {
  if (wanted) {
    listener();
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(kind: ToastKind, message: string): void {
  wantToasts();
  loadLibrary().then(
    ({ toast }) => toast[kind](message),
    // A phone that lost its connection cannot load the toast either; the page itself still works.
    () => undefined,
  );
}

export const notify = {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
  warning: (message: string) => show("warning", message),
  info: (message: string) => show("info", message),
};
