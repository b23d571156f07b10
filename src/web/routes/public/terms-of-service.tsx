import { LegalPage } from "~/web/components/layouts/legal-page";
import { PublicRouteError } from "~/web/components/layouts/public-route-error";
import { pageMeta } from "~/web/content/seo";
import { legal, site } from "~/web/content/site";
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
  return <LegalPage title="Terms of Service" paragraphs={legal.terms} questionsAbout="these terms" />;
}

export function ErrorBoundary() {
  return <PublicRouteError />;
}
