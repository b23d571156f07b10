import type { Ref } from "react";
import { NavLink } from "react-router";
import type { AdminUser } from "~/shared/schemas/user";
import { AdminAvatar } from "./admin-avatar";
import { roleLabels } from "~/shared/rules/roles";
import { sectionsFor } from "./admin-sections";

export type MenuBadges = { pendingBookings: number; unreadMessages: number };

/** Which menu item carries which count, and how a screen reader reads it. */
function badgeOf(label: string, badges: MenuBadges): { count: number; words: string } | undefined {
  if (label === "Bookings") return { count: badges.pendingBookings, words: "to confirm" };
  if (label === "Messages") return { count: badges.unreadMessages, words: "unread" };
  return undefined;
}

type AdminSidebarProps = {
  user: AdminUser;
  /** The counts shown on menu items: new bookings to confirm, unread messages. */
  badges: MenuBadges;
  onLogout(): void;
  loggingOut: boolean;
  /** Below `lg`, whether the folded menu is open. */
  open: boolean;
  onClose(): void;
  panelRef: Ref<HTMLElement>;
};

/** The id the header's menu button controls. */
export const adminMenuId = "admin-menu";

// From `lg` a column beside the page. Narrower (a phone), the same sidebar is a drawer that slides in from
// the left over the page when the header's menu button opens it, and is hidden (not just off screen, so
// its links cannot be tabbed to) while closed.
const placement =
  "fixed inset-y-0 left-0 z-40 w-72 max-w-[85vw] overflow-y-auto shadow-2xl duration-200 lg:visible lg:static lg:z-auto lg:w-64 lg:max-w-none lg:translate-x-0 lg:overflow-visible lg:shadow-none lg:transition-none";

// Opening shows the drawer at once (so focus can move into it) and slides it in; folding slides it out
// and only then hides it.
const opened = "visible translate-x-0 transition-[translate]";
const folded = "invisible -translate-x-full transition-[translate,visibility]";

export function AdminSidebar(props: AdminSidebarProps) {
  const { user, badges, onLogout, loggingOut, open, onClose, panelRef } = props;
  return (
    <>
      {open && (
        <div aria-hidden="true" onClick={onClose} className="fixed inset-0 z-30 bg-slate-900/60 lg:hidden" />
      )}
      <aside
        id={adminMenuId}
        ref={panelRef}
        className={`flex shrink-0 flex-col bg-slate-900 text-slate-100 print:hidden ${placement} ${
          open ? opened : folded
        }`}
      >
        <div className="flex items-center gap-3 border-b border-slate-800 px-5 py-5">
          <AdminAvatar
            firstName={user.firstName}
            lastName={user.lastName}
            image={user.profileImage}
            size="lg"
          />
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold" data-testid="sidebar-name">
              {user.firstName} {user.lastName}
            </p>
            <p className="text-sm text-slate-400">{roleLabels[user.role]}</p>
          </div>
          <button
            type="button"
            aria-label="Close menu"
            data-menu-focus
            onClick={onClose}
            className="-mr-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-2xl leading-none text-slate-300 hover:bg-slate-800 hover:text-white lg:hidden"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <nav aria-label="Dashboard" className="flex-1 px-3 py-4 lg:overflow-y-auto">
          <ul className="space-y-1">
            {sectionsFor(user.role).map((section) => {
              const badge = badgeOf(section.label, badges);
              return (
                <li key={section.to}>
                  <NavLink
                    to={section.to}
                    end={"end" in section ? section.end : false}
                    onClick={onClose}
                    className={({ isActive }) =>
                      `flex min-h-11 items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm font-medium lg:min-h-0 ${
                        isActive
                          ? "bg-brand-600 text-white"
                          : "text-slate-300 hover:bg-slate-800 hover:text-white"
                      }`
                    }
                  >
                    <span>{section.label}</span>
                    {badge && badge.count > 0 && (
                      <span className="rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-slate-900">
                        {badge.count}
                        <span className="sr-only"> {badge.words}</span>
                      </span>
                    )}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="border-t border-slate-800 p-3">
          <button
            type="button"
            onClick={onLogout}
            disabled={loggingOut}
            className="min-h-11 w-full rounded-lg px-3 py-2 text-left text-sm font-medium text-red-300 hover:bg-slate-800 hover:text-red-200 disabled:opacity-60 lg:min-h-0"
          >
            Logout
          </button>
        </div>
      </aside>
    </>
  );
}
