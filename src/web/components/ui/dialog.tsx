import { useId, type ReactNode } from "react";
import { useModalDialog } from "~/web/lib/modal-dialogs";

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Tailwind max-width class of the panel. */
  size?: "max-w-md" | "max-w-lg" | "max-w-2xl" | "max-w-4xl";
  /** Label of the close (×) button. */
  closeLabel?: string;
  /**
   * Focus the close button on opening, rather than the first focusable element (a long body's scrolling
   * area is one, which leaves a reopened form focused on its container).
   */
  focusClose?: boolean;
};

/**
 * A modal dialog on the native <dialog> element: the browser moves focus in, keeps it inside,
 * closes on Escape and returns focus to what opened it. Where it sits and how tall its body may
 * grow (below the toast band, so a toast never covers its title or ×) is in src/web/styles/theme.css.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  size = "max-w-lg",
  closeLabel = "Close",
  focusClose = false,
}: DialogProps) {
  const ref = useModalDialog(open, focusClose ? "[data-dialog-close]" : undefined);
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className={`m-auto w-[calc(100%-1.5rem)] ${size} rounded-2xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-900/60`}
    >
      {open && (
        <div className="overflow-y-auto p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-bold text-slate-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              data-dialog-close=""
              className="-m-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-2xl leading-none text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
