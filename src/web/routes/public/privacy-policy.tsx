import { LegalPage } from "~/web/components/layouts/legal-page";
import { PublicRouteError } from "~/web/components/layouts/public-route-error";
import { pageMeta, siteOrigin } from "~/web/content/seo";
import { settingsOf, useSiteSettings } from "~/web/lib/site-settings";
import type { Route } from "./+types/privacy-policy";

export function meta({ matches }: Route.MetaArgs) {
  const { business } = settingsOf(matches);
  return pageMeta({
    title: "Privacy Policy",
    description: `How ${business.name} collects, uses and protects the details you give us when you book or contact us.`,
    path: "/privacy-policy",
    origin: siteOrigin(matches),
    business,
  });
}

export default function PrivacyPolicy() {
  const { legal } = useSiteSettings();
  return <LegalPage title="Privacy Policy" paragraphs={legal.privacy} questionsAbout="your data" />;
}

export function ErrorBoundary() {
  return <PublicRouteError />;
}
