import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { errorMessage } from "~/web/lib/api-client";
import { useLogin } from "../api/login";

export function LoginForm() {
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const form = new FormData(event.currentTarget);
    try {
      await loginMutation.mutateAsync({
        email: String(form.get("email")),
        password: String(form.get("password")),
      });
      navigate("/admin-dashboard", { replace: true });
    } catch (caught) {
      setError(errorMessage(caught, "Something went wrong!"));
    }
  }

  const busy = loginMutation.isPending;
  return (
    <form onSubmit={onSubmit} className="space-y-5" noValidate={false}>
      {error && (
        <div
          role="alert"
          className="rounded-lg border border-red-300 bg-red-600 px-4 py-3 text-sm font-medium text-white"
        >
          {error}
        </div>
      )}
      <div>
        <label htmlFor="login-email" className="block text-sm font-medium text-slate-700">
          Email
        </label>
        <input
          id="login-email"
          name="email"
          type="email"
          autoComplete="username"
          required
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
        />
      </div>
      <div>
        <label htmlFor="login-password" className="block text-sm font-medium text-slate-700">
          Password
        </label>
        <input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
        />
      </div>
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
