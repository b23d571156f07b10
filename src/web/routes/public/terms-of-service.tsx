import { PublicRouteError } from "~/web/components/layouts/public-route-error";
import { pageMeta } from "~/web/content/seo";
import { contact, legal, site } from "~/web/content/site";
import type { Route } from "./+types/terms-of-service";

export function loader({ context }: Route.LoaderArgs) {
  return { origin: context.origin };
}

export function clientLoader() {
  return { origin: window.location.origin };
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({
    title: "Terms of Service",
    description: `The terms on which ${site.name} cleans for you: prices, rescheduling, cancellations and our re-clean guarantee.`,
    path: "/terms-of-service",
    origin: data?.origin,
  });
}

export default function TermsOfService() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-4xl font-bold text-slate-900">Terms of Service</h1>
      {legal.terms.map((paragraph) => (
        <p key={paragraph.slice(0, 24)} className="mt-4 text-lg text-slate-700">
          {paragraph}
        </p>
      ))}
      <p className="mt-4 text-lg text-slate-700">
        Write to{" "}
        <a className="text-brand-700 underline" href={`mailto:${contact.email}`}>
          {contact.email}
        </a>{" "}
        with any question about these terms.
      </p>
    </article>
  );
}

export function ErrorBoundary() {
  return <PublicRouteError />;
}
