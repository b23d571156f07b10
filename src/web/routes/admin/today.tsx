import { TodayScreen } from "~/web/features/today/components/today-screen";
import { privatePageMeta } from "~/web/lib/site-settings";
import type { Route } from "./+types/today";

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta("Today", matches);
}

export default function Today() {
  return <TodayScreen />;
}
