import { LegalPage } from "~/web/components/layouts/legal-page";
import { PublicRouteError } from "~/web/components/layouts/public-route-error";
import { pageMeta } from "~/web/content/seo";
import { legal, site } from "~/web/content/site";
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
  return <LegalPage title="Privacy Policy" paragraphs={legal.privacy} questionsAbout="your data" />;
}

export function ErrorBoundary() {
  return <PublicRouteError />;
}
