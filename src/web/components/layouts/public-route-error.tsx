import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { useSiteSettings } from "~/web/lib/site-settings";

/**
 * A public page that could not be shown: a 404 for unknown addresses (such as an unknown category),
 * otherwise a short apology. Rendered inside the public layout, so the header and footer stay.
 */
export function PublicRouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const heading = notFound ? "Page not found" : "Something went wrong";
  const { business } = useSiteSettings();
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <title>{`${heading} | ${business.name}`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
      <p className="mt-4 text-slate-600">
        {notFound
          ? "The page you are looking for does not exist or has moved."
          : "We could not show this page. Please try again in a moment."}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white" to="/">
          Go to the home page
        </Link>
        <Link
          className="rounded-lg border border-brand-700 px-5 py-3 font-semibold text-brand-800"
          to="/services"
        >
          See our services
        </Link>
      </div>
    </section>
  );
}
