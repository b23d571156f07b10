import { data, redirect } from "react-router";
import { afterSignIn, signInFailed } from "~/shared/rules/sign-in";
import { LoginForm } from "~/web/features/auth/components/login-form";
import { textOf } from "~/web/lib/form-text";
import { privatePageMeta } from "~/web/lib/site-settings";
import type { Route } from "./+types/admin-auth";

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta("Admin sign-in", matches);
}

/**
 * The sign-in form posted without script: checked by the sign-in API (same limits and messages), whose
 * session cookie is passed on with the redirect to the dashboard.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = textOf(form, "email");
  const answer = await context.postToApi("/api/user/login", { email, password: textOf(form, "password") });
  if (answer.ok) {
    const headers = new Headers();
    for (const cookie of answer.setCookie) headers.append("Set-Cookie", cookie);
    return redirect(afterSignIn, { headers });
  }
  return data({ error: answer.message || signInFailed, email }, { status: answer.status });
}

export default function AdminAuth({ actionData }: Route.ComponentProps) {
  return (
    // Staff sign in from their phones too (docs/decisions/020-dashboard-on-a-phone.md): the form is offered
    // at every width, down to 360 px.
    <section className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-slate-200 p-5 shadow-sm sm:p-8">
        <h1 className="mb-6 text-2xl font-bold text-slate-900">Sign in</h1>
        <LoginForm posted={actionData} />
      </div>
    </section>
  );
}
