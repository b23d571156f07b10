import { NavLink } from "react-router";
import type { AdminUser } from "~/shared/schemas/user";
import { AdminAvatar } from "./admin-avatar";
import { adminSections } from "./admin-sections";

type AdminSidebarProps = { user: AdminUser; unreadMessages: number; onLogout(): void; loggingOut: boolean };

export function AdminSidebar({ user, unreadMessages, onLogout, loggingOut }: AdminSidebarProps) {
  return (
    // On a phone (DECISIONS.md D21) the sections are one strip across the top that scrolls sideways; the
    // name and Logout are in the header's profile menu.
    <aside className="flex w-full shrink-0 flex-col bg-slate-900 text-slate-100 md:w-64">
      <div className="hidden items-center gap-3 border-b border-slate-800 px-5 py-5 md:flex">
        <AdminAvatar
          firstName={user.firstName}
          lastName={user.lastName}
          image={user.profileImage}
          size="lg"
        />
        <div className="min-w-0">
          <p className="truncate font-semibold" data-testid="sidebar-name">
            {user.firstName} {user.lastName}
          </p>
          <p className="text-sm text-slate-400">Admin</p>
        </div>
      </div>
      <nav aria-label="Dashboard" className="overflow-x-auto px-3 py-2 md:flex-1 md:overflow-y-auto md:py-4">
        <ul className="flex gap-1 md:block md:space-y-1">
          {adminSections.map((section) => (
            <li key={section.to} className="shrink-0">
              <NavLink
                to={section.to}
                end={"end" in section ? section.end : false}
                className={({ isActive }) =>
                  `flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap ${
                    isActive
                      ? "bg-brand-600 text-white"
                      : "text-slate-300 hover:bg-slate-800 hover:text-white"
                  }`
                }
              >
                <span>{section.label}</span>
                {section.label === "Messages" && unreadMessages > 0 && (
                  <span className="rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-slate-900">
                    {unreadMessages}
                    <span className="sr-only"> unread</span>
                  </span>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="hidden border-t border-slate-800 p-3 md:block">
        <button
          type="button"
          onClick={onLogout}
          disabled={loggingOut}
          className="w-full rounded-lg px-3 py-2 text-left text-sm font-medium text-red-300 hover:bg-slate-800 hover:text-red-200 disabled:opacity-60"
        >
          Logout
        </button>
      </div>
    </aside>
  );
}
