import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { notAllowedForRole } from "~/shared/rules/roles";
import { afterSignIn, passwordChangeScreen } from "~/shared/rules/sign-in";
import { mayOpen } from "~/web/components/layouts/admin-sections";
import { AdminHeader } from "~/web/components/layouts/admin-header";
import { AdminSidebar } from "~/web/components/layouts/admin-sidebar";
import { useAdminMenu } from "~/web/components/layouts/use-admin-menu";
import { Spinner } from "~/web/components/ui/spinner";
import { userQueryKey } from "~/web/lib/queries/user";
import { useUser } from "~/web/lib/queries/use-user";
import { useLogout } from "~/web/features/auth/api/logout";
import { useUnreadCount } from "~/web/features/messages/api/get-unread-count";
import { usePendingCount } from "~/web/features/today/api/get-today";
import { setUnauthorizedHandler } from "~/web/lib/api-client";
import { privatePageMeta } from "~/web/lib/site-settings";
import { QueryProvider } from "~/web/lib/query-provider";
import type { AdminUser } from "~/shared/schemas/user";
import adminStylesheet from "~/web/styles/admin.css?url";
import type { Route } from "./+types/layout";

/** The dashboard's own stylesheet: the public pages never load its classes (decision 015). */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStylesheet }];

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta("Dashboard", matches);
}

export default function AdminLayout() {
  return (
    <QueryProvider>
      <AdminShell />
    </QueryProvider>
  );
}

function AdminShell() {
  const user = useUser();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();

  // A 401 from any admin call means the session ended: become signed out, which redirects.
  useEffect(() => {
    setUnauthorizedHandler(() => queryClient.setQueryData(userQueryKey, null));
    return () => setUnauthorizedHandler(undefined);
  }, [queryClient]);

  if (user === undefined) {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner label="Loading your dashboard" />
      </div>
    );
  }
  if (user === null) return <Navigate to="/" replace />;
  // A one-time password is replaced before anything else: every other admin call would be refused.
  const onPasswordChange = pathname.replace(/\/+$/, "") === passwordChangeScreen;
  if (user.mustChangePassword !== onPasswordChange)
    return <Navigate to={user.mustChangePassword ? passwordChangeScreen : afterSignIn} replace />;
  if (onPasswordChange) {
    return (
      <main className="min-h-screen bg-slate-50 px-4 py-10 md:py-16">
        <Outlet />
      </main>
    );
  }
  return <SignedInShell user={user} />;
}

/** Only mounted once signed in, so the unread-count call never runs for a visitor. */
function SignedInShell({ user }: { user: AdminUser }) {
  const { pathname } = useLocation();
  const logout = useLogout();
  const unread = useUnreadCount();
  const pending = usePendingCount();
  const menu = useAdminMenu();
  const onLogout = () => logout.mutate();
  return (
    <div className="min-h-screen bg-slate-50 lg:flex print:bg-white">
      {/* Before the menu's many links: a keyboard goes straight to the screen's content. */}
      <a
        href="#dashboard-main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <AdminSidebar
        user={user}
        badges={{ pendingBookings: pending, unreadMessages: unread }}
        onLogout={onLogout}
        loggingOut={logout.isPending}
        open={menu.open}
        onClose={menu.close}
        panelRef={menu.panelRef}
      />
      {/* While the folded menu is open the page behind it is out of reach, as behind a dialog. */}
      <div inert={menu.open} className="flex min-h-screen min-w-0 flex-1 flex-col">
        <AdminHeader
          user={user}
          onLogout={onLogout}
          loggingOut={logout.isPending}
          menuOpen={menu.open}
          onOpenMenu={menu.openMenu}
          menuButtonRef={menu.buttonRef}
        />
        <main id="dashboard-main" tabIndex={-1} className="flex-1 p-4 focus:outline-none lg:p-8 print:p-0">
          {/* The server refuses these calls too; the screen says why instead of failing piece by piece. */}
          {mayOpen(user.role, pathname) ? (
            <Outlet />
          ) : (
            <p role="alert" className="rounded-lg bg-amber-50 p-6 font-medium text-amber-900">
              {notAllowedForRole}
            </p>
          )}
        </main>
      </div>
    </div>
  );
}
