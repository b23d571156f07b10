import { CrewsManager } from "~/web/features/crews/components/crews-manager";
import { privatePageMeta } from "~/web/lib/site-settings";
import type { Route } from "./+types/crews";

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta("Crews", matches);
}

export default function Crews() {
  return <CrewsManager />;
}
