import { useEffect, useRef } from "react";

// The open modal dialogs, oldest first. A modal <dialog> sits in the browser's top layer and makes the
// rest of the page inert, so whatever must stay usable above it (the toasts) has to know which is on top.
const openDialogs: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();
const announce = () => listeners.forEach((listener) => listener());

/** The modal dialog the user sees on top, if any. */
export function topmostDialog(): HTMLDialogElement | undefined {
  return openDialogs.at(-1);
}

/** Calls `listener` whenever a modal dialog opens or closes; returns the unsubscribe. */
export function onDialogsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows the returned <dialog> as a modal while `open` is true (the browser then moves focus in, keeps
 * it inside and returns it on close), and closes it when `open` turns false or the component goes.
 */
export function useModalDialog(open: boolean, focusSelector?: string) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    if (!dialog.open) dialog.showModal();
    // The browser focuses the first focusable element, which may be a scrolling area: some dialogs name theirs.
    if (focusSelector) dialog.querySelector<HTMLElement>(focusSelector)?.focus();
    openDialogs.push(dialog);
    announce();
    return () => {
      if (dialog.open) dialog.close();
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      announce();
    };
  }, [open, focusSelector]);
  return ref;
}
