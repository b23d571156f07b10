import { OutboxList } from "~/web/features/outbox/components/outbox-list";
import { privatePageMeta } from "~/web/lib/site-settings";
import type { Route } from "./+types/outbox";

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta("Outbox", matches);
}

export default function Outbox() {
  return <OutboxList />;
}
