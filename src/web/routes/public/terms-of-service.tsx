import { LegalPage } from "~/web/components/layouts/legal-page";
import { PublicRouteError } from "~/web/components/layouts/public-route-error";
import { pageMeta, siteOrigin } from "~/web/content/seo";
import { settingsOf, useSiteSettings } from "~/web/lib/site-settings";
import type { Route } from "./+types/terms-of-service";

export function meta({ matches }: Route.MetaArgs) {
  const { business } = settingsOf(matches);
  return pageMeta({
    title: "Terms of Service",
    description: `The terms on which ${business.name} cleans for you: prices, rescheduling, cancellations and our re-clean guarantee.`,
    path: "/terms-of-service",
    origin: siteOrigin(matches),
    business,
  });
}

export default function TermsOfService() {
  const { legal } = useSiteSettings();
  return <LegalPage title="Terms of Service" paragraphs={legal.terms} questionsAbout="these terms" />;
}

export function ErrorBoundary() {
  return <PublicRouteError />;
}
