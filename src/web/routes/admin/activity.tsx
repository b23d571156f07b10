import { ActivityList } from "~/web/features/audit/components/activity-list";
import { privatePageMeta } from "~/web/lib/site-settings";
import type { Route } from "./+types/activity";

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta("Activity", matches);
}

export default function Activity() {
  return <ActivityList />;
}
