import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { AdminUser } from "~/shared/schemas/user";
import { AdminAvatar } from "./admin-avatar";

type AdminHeaderProps = { user: AdminUser; onLogout(): void; loggingOut: boolean };

/** Top bar with the profile dropdown (Profile, Logout); closes on Escape and on a click elsewhere. */
export function AdminHeader({ user, onLogout, loggingOut }: AdminHeaderProps) {
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
    <header className="flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3 md:px-8">
      <p className="text-lg font-semibold text-slate-900">Dashboard</p>
      <div ref={menuRef} className="relative">
        <button
          type="button"
          aria-haspopup="true"
          aria-expanded={open}
          aria-controls="admin-profile-menu"
          onClick={() => setOpen((value) => !value)}
          className="flex items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-medium text-slate-700 hover:bg-slate-100"
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
              to="/admin-dashboard"
              onClick={() => setOpen(false)}
              className="block px-4 py-2 text-sm text-slate-700 hover:bg-slate-100"
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
              className="block w-full px-4 py-2 text-left text-sm text-red-700 hover:bg-red-50 disabled:opacity-60"
            >
              Logout
            </button>
          </div>
        )}
      </div>
    </header>
  );
}
