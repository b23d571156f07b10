import { ReportsScreen } from "~/web/features/reports/components/reports-screen";
import { privatePageMeta } from "~/web/lib/site-settings";
import type { Route } from "./+types/reports";

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta("Reports", matches);
}

export default function Reports() {
  return <ReportsScreen />;
}
