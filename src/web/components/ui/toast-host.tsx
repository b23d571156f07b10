import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { Slide, ToastContainer, type CloseButtonProps } from "react-toastify/unstyled";
import { onDialogsChange, topmostDialog } from "~/web/lib/modal-dialogs";
import "~/web/styles/toasts.css";

/**
 * The one toast area: top-right, closes after 5 s, drag to dismiss. Loaded by the Toaster when the
 * first toast is wanted.
 *
 * A modal <dialog> sits in the browser's top layer and makes everything outside it inert, so a
 * toast rendered in the page would show behind the dialog's backdrop, could not be dismissed and
 * would not be read out. The toasts therefore live in a host element that moves into the topmost
 * open modal dialog and back to the page when it closes; moving the element keeps the toasts on
 * screen, where remounting the container would drop them.
 */
export function ToastHost() {
  const [host, setHost] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const element = document.createElement("div");
    const place = () => {
      const target = topmostDialog() ?? document.body;
      if (element.parentElement !== target) target.append(element);
    };
    place();
    setHost(element);
    const unsubscribe = onDialogsChange(place);
    return () => {
      unsubscribe();
      element.remove();
    };
  }, []);

  if (!host) return null;
  return createPortal(
    <ToastContainer
      position="top-right"
      autoClose={5000}
      draggable
      draggablePercent={80}
      newestOnTop
      // Slides in without fading: a half-transparent toast would be too faint to read while it arrives.
      transition={Slide}
      closeButton={DismissButton}
    />,
    host,
  );
}

/** Named apart from a dialog's own Close button, since the toasts may sit inside an open dialog. */
function DismissButton({ closeToast }: CloseButtonProps) {
  return (
    <button
      type="button"
      onClick={closeToast}
      aria-label="Dismiss notification"
      className="Toastify__close-button Toastify__close-button--light"
    >
      <svg aria-hidden="true" viewBox="0 0 14 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M3 4l8 8M11 4l-8 8" />
      </svg>
    </button>
  );
}
