import { useEffect, useRef, useState, type Ref } from "react";
import { Link } from "react-router";
import type { AdminUser } from "~/shared/schemas/user";
import { AdminAvatar } from "./admin-avatar";
import { adminMenuId } from "./admin-sidebar";
import { MenuIcon } from "~/web/components/ui/menu-icon";

type AdminHeaderProps = {
  user: AdminUser;
  onLogout(): void;
  loggingOut: boolean;
  /** The folded sidebar (below `lg`): whether it is open, and the button that opens it. */
  menuOpen: boolean;
  onOpenMenu(): void;
  menuButtonRef: Ref<HTMLButtonElement>;
};

/**
 * Top bar: on narrow screens the button that opens the folded sidebar, and always the profile dropdown
 * (Profile, Logout), which closes on Escape and on a click elsewhere.
 */
export function AdminHeader(props: AdminHeaderProps) {
  const { user, onLogout, loggingOut, menuOpen, onOpenMenu, menuButtonRef } = props;
  const [open, setOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <header className="flex items-center print:hidden justify-between gap-2 border-b border-slate-200 bg-white px-3 py-2 sm:px-4 lg:px-8 lg:py-3">
      <div className="flex min-w-0 items-center gap-1">
        <button
          ref={menuButtonRef}
          type="button"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls={adminMenuId}
          onClick={onOpenMenu}
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 lg:hidden"
        >
          <MenuIcon className="h-6 w-6" />
        </button>
        <p className="text-lg font-semibold text-slate-900">Dashboard</p>
      </div>
      <div ref={menuRef} className="relative">
        <button
          type="button"
          aria-haspopup="true"
          aria-expanded={open}
          aria-controls="admin-profile-menu"
          onClick={() => setOpen((value) => !value)}
          className="flex min-h-11 items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-medium text-slate-700 hover:bg-slate-100"
        >
          <AdminAvatar firstName={user.firstName} lastName={user.lastName} image={user.profileImage} />
          <span>
            {user.firstName}
            <span className="sr-only"> profile menu</span>
          </span>
        </button>
        {open && (
          <div
            id="admin-profile-menu"
            className="absolute right-0 z-20 mt-2 w-44 rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
          >
            <Link
              to="/admin-dashboard/profile"
              onClick={() => setOpen(false)}
              className="block px-4 py-3 text-sm text-slate-700 hover:bg-slate-100 lg:py-2"
            >
              Profile
            </Link>
            <button
              type="button"
              disabled={loggingOut}
              onClick={() => {
                setOpen(false);
                onLogout();
              }}
              className="block w-full px-4 py-3 text-left text-sm text-red-700 hover:bg-red-50 disabled:opacity-60 lg:py-2"
            >
              Logout
            </button>
          </div>
        )}
      </div>
    </header>
  );
}
