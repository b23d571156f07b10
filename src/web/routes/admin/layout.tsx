import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Navigate, Outlet } from "react-router";
import { AdminHeader } from "~/web/components/layouts/admin-header";
import { AdminSidebar } from "~/web/components/layouts/admin-sidebar";
import { Spinner } from "~/web/components/ui/spinner";
import { userQueryKey, useUser } from "~/web/features/auth/api/get-user";
import { useLogout } from "~/web/features/auth/api/logout";
import { useUnreadCount } from "~/web/features/messages/api/get-unread-count";
import { setUnauthorizedHandler } from "~/web/lib/api-client";
import { site } from "~/web/content/site";
import type { AdminUser } from "~/shared/schemas/user";

export function meta() {
  return [{ title: `Dashboard | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function AdminLayout() {
  const user = useUser();
  const queryClient = useQueryClient();

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
  return <SignedInShell user={user} />;
}

/** Only mounted once signed in, so the unread-count call never runs for a visitor. */
function SignedInShell({ user }: { user: AdminUser }) {
  const logout = useLogout();
  const unread = useUnreadCount();
  const onLogout = () => logout.mutate();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 md:flex-row">
      <AdminSidebar user={user} unreadMessages={unread} onLogout={onLogout} loggingOut={logout.isPending} />
      <div className="flex min-w-0 flex-1 flex-col">
        <AdminHeader user={user} onLogout={onLogout} loggingOut={logout.isPending} />
        <main className="flex-1 p-4 md:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
