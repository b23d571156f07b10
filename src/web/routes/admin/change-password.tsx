import { useQueryClient } from "@tanstack/react-query";
import { userQueryKey } from "~/web/lib/queries/user";
import { useUser } from "~/web/lib/queries/use-user";
import { useLogout } from "~/web/features/auth/api/logout";
import { FirstPasswordForm } from "~/web/features/profile/components/first-password-form";
import { privatePageMeta } from "~/web/lib/site-settings";
import type { Route } from "./+types/change-password";

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta("Choose your password", matches);
}

/** The first sign-in of a new or reset account: the layout shows nothing else until the password is changed. */
export default function ChangePassword() {
  const user = useUser();
  const queryClient = useQueryClient();
  const logout = useLogout();
  // Reading the account again clears the flag, and the layout then opens the dashboard.
  const onChanged = () => queryClient.invalidateQueries({ queryKey: userQueryKey });
  return (
    <section className="mx-auto max-w-md space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8">
      <h1 className="text-2xl font-bold text-slate-900">Choose your password</h1>
      <p className="text-slate-700">
        Welcome{user ? `, ${user.firstName}` : ""}. You signed in with a one-time password. Choose a password
        of your own to open the dashboard.
      </p>
      <FirstPasswordForm onChanged={onChanged} />
      <button
        type="button"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
        className="text-sm font-medium text-slate-600 underline hover:text-slate-900"
      >
        Logout
      </button>
    </section>
  );
}
