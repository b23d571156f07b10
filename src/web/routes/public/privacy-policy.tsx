import { PublicRouteError } from "~/web/components/layouts/public-route-error";
import { pageMeta } from "~/web/content/seo";
import { contact, legal, site } from "~/web/content/site";
import type { Route } from "./+types/privacy-policy";

export function loader({ context }: Route.LoaderArgs) {
  return { origin: context.origin };
}

export function clientLoader() {
  return { origin: window.location.origin };
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({
    title: "Privacy Policy",
    description: `How ${site.name} collects, uses and protects the details you give us when you book or contact us.`,
    path: "/privacy-policy",
    origin: data?.origin,
  });
}

export default function PrivacyPolicy() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-4xl font-bold text-slate-900">Privacy Policy</h1>
      {legal.privacy.map((paragraph) => (
        <p key={paragraph.slice(0, 24)} className="mt-4 text-lg text-slate-700">
          {paragraph}
        </p>
      ))}
      <p className="mt-4 text-lg text-slate-700">
        Write to{" "}
        <a className="text-brand-700 underline" href={`mailto:${contact.email}`}>
          {contact.email}
        </a>{" "}
        with any question about your data.
      </p>
    </article>
  );
}

export function ErrorBoundary() {
  return <PublicRouteError />;
}
