import { LoginForm } from "~/web/features/auth/components/login-form";
import { site } from "~/web/content/site";

export const desktopOnlyMessage = "This page is only accessible on desktop devices.";

export function meta() {
  return [{ title: `Admin sign-in | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function AdminAuth() {
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
        <LoginForm />
      </div>
    </section>
  );
}
