import { PastWorksManager } from "~/web/features/past-works-admin/components/past-works-manager";
import { privatePageMeta } from "~/web/lib/site-settings";
import type { Route } from "./+types/past-projects-management";

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta("Past Works", matches);
}

export default function PastProjectsManagement() {
  return <PastWorksManager />;
}
