import { MessagesList } from "~/web/features/messages/components/messages-list";
import { privatePageMeta } from "~/web/lib/site-settings";
import type { Route } from "./+types/messages";

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta("Messages", matches);
}

export default function Messages() {
  return <MessagesList />;
}
