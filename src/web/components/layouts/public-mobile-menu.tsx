import { useEffect, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { useModalDialog } from "~/web/lib/modal-dialogs";
import { PublicBookLink } from "./public-book-link";
import { MenuIcon } from "~/web/components/ui/menu-icon";

type MenuLink = { label: string; to: string };

/** The HTML attributes that let a button open or close the menu with no script (React has no types yet). */
const nativeCommand = (command: "show-modal" | "close") =>
  ({ commandfor: "mobile-menu", command }) as Record<string, string>;

/**
 * The phone menu: a panel that slides in from the right over an overlay. It is a native modal
 * <dialog>, so focus moves in and stays inside, Escape closes it and focus returns to the button.
 * It also closes on an overlay click and whenever the page changes. Its buttons also carry the browser's
 * own commands (`commandfor`), so the menu opens and closes before the page's scripts run, or where they
 * never do.
 */
export function PublicMobileMenu({ links }: { links: readonly MenuLink[] }) {
  const [open, setOpen] = useState(false);
  const dialogRef = useModalDialog(open);
  const location = useLocation();

  // Navigating (including to the page already shown) closes the menu.
  useEffect(() => setOpen(false), [location.key]);
  // Opened by its command before the app ran: the app takes it over from there.
  useEffect(() => {
    if (dialogRef.current?.open) setOpen(true);
  }, [dialogRef]);

  return (
    <>
      <button
        type="button"
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls="mobile-menu"
        {...nativeCommand("show-modal")}
        onClick={() => setOpen(true)}
        className="rounded-lg p-2 text-slate-800 hover:bg-slate-100 md:hidden"
      >
        <MenuIcon className="h-7 w-7" />
      </button>
      <dialog
        id="mobile-menu"
        ref={dialogRef}
        aria-label="Menu"
        onCancel={(event) => {
          event.preventDefault();
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
        className="m-0 h-dvh max-h-none w-screen max-w-none bg-transparent p-0 backdrop:bg-transparent md:hidden"
      >
        <div
          data-testid="menu-overlay"
          aria-hidden="true"
          onClick={() => setOpen(false)}
          className="absolute inset-0 bg-slate-900/60"
        />
        <div
          className={`absolute inset-y-0 right-0 flex w-72 max-w-[85vw] flex-col bg-white p-6 shadow-2xl transition-transform duration-300 starting:translate-x-full`}
        >
          <div className="mb-6 flex items-center justify-between">
            <span className="text-lg font-bold text-brand-800">Menu</span>
            <button
              type="button"
              aria-label="Close menu"
              {...nativeCommand("close")}
              onClick={() => setOpen(false)}
              className="-m-2 rounded-lg p-2 text-2xl leading-none text-slate-600 hover:bg-slate-100"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <nav aria-label="Mobile">
            <ul className="space-y-1">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.to === "/"}
                    onClick={() => setOpen(false)}
                    className={({ isActive }) =>
                      `block rounded-lg px-3 py-3 text-lg font-medium ${isActive ? "bg-brand-50 text-brand-800" : "text-slate-800 hover:bg-slate-100"}`
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <PublicBookLink
            onOpen={() => setOpen(false)}
            className="mt-6 rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800"
          >
            Book Service
          </PublicBookLink>
        </div>
      </dialog>
    </>
  );
}
