import { data, Link } from "react-router";
import { privatePageMeta } from "~/web/lib/site-settings";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta("Page not found", matches);
}

export default function NotFound() {
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Page not found</h1>
      <p className="mt-4 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Link className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white" to="/">
        Go to the home page
      </Link>
    </section>
  );
}
