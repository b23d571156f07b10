import { data, Link } from "react-router";
import { site } from "~/web/content/site";

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: `Page not found | ${site.name}` }, { name: "robots", content: "noindex" }];
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
