import { data, redirect } from "react-router";
import { afterSignIn, signInFailed } from "~/shared/rules/sign-in";
import { LoginForm } from "~/web/features/auth/components/login-form";
import { site } from "~/web/content/site";
import type { Route } from "./+types/admin-auth";

export const desktopOnlyMessage = "This page is only accessible on desktop devices.";

export function meta() {
  return [{ title: `Admin sign-in | ${site.name}` }, { name: "robots", content: "noindex" }];
}

/**
 * The sign-in form posted without script: checked by the sign-in API (same limits and messages), whose
 * session cookie is passed on with the redirect to the dashboard.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const answer = await context.postToApi("/api/user/login", {
    email,
    password: String(form.get("password") ?? ""),
  });
  if (answer.ok) {
    const headers = new Headers();
    for (const cookie of answer.setCookie) headers.append("Set-Cookie", cookie);
    return redirect(afterSignIn, { headers });
  }
  return data({ error: answer.message || signInFailed, email }, { status: answer.status });
}

export default function AdminAuth({ actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      {/* Below 1024 px the form is not offered at all (SPEC.md §5); CSS decides, so no flash on load. */}
      <p
        role="status"
        className="rounded-lg bg-amber-50 p-6 text-center font-medium text-amber-900 lg:hidden"
      >
        {desktopOnlyMessage}
      </p>
      <div className="hidden rounded-2xl border border-slate-200 p-8 shadow-sm lg:block">
        <h1 className="mb-6 text-2xl font-bold text-slate-900">Admin Login</h1>
        <LoginForm posted={actionData} />
      </div>
    </section>
  );
}
