import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { afterSignIn, passwordChangeScreen, signInFailed, signInFormAction } from "~/shared/rules/sign-in";
import { FormField } from "~/web/components/ui/form-field";
import { dashboardLook } from "~/web/components/ui/form-styles";
import { errorMessage } from "~/web/lib/api-client";
import { useLogin } from "../api/login";

type LoginFormProps = {
  /** What the server answered a sign-in posted without script: its message, and the email typed. */
  posted?: { error: string; email: string };
};

/**
 * Email and password. The form posts to the sign-in page, so a submit before the page's script has taken
 * over (or without it) signs in on the server, and the password never travels in a URL.
 */
export function LoginForm({ posted }: LoginFormProps) {
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const [error, setError] = useState<string | null>(posted?.error ?? null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const form = new FormData(event.currentTarget);
    try {
      const user = await loginMutation.mutateAsync({
        email: String(form.get("email")),
        password: String(form.get("password")),
      });
      navigate(user?.mustChangePassword ? passwordChangeScreen : afterSignIn, { replace: true });
    } catch (caught) {
      setError(errorMessage(caught, signInFailed));
    }
  }

  const busy = loginMutation.isPending;
  return (
    <form method="post" action={signInFormAction} onSubmit={onSubmit} className="space-y-5">
      {error && (
        <div
          role="alert"
          className="rounded-lg border border-red-300 bg-red-600 px-4 py-3 text-sm font-medium text-white"
        >
          {error}
        </div>
      )}
      <FormField id="login-email" label="Email">
        {(control) => (
          <input
            {...control}
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={posted?.email}
            className={dashboardLook.control}
          />
        )}
      </FormField>
      <FormField id="login-password" label="Password">
        {(control) => (
          <input
            {...control}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className={dashboardLook.control}
          />
        )}
      </FormField>
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {busy ? "Logging in..." : "Login"}
      </button>
    </form>
  );
}
