import { MessagesList } from "~/web/features/messages/components/messages-list";
import { site } from "~/web/content/site";

export function meta() {
  return [{ title: `Messages | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function Messages() {
  return <MessagesList />;
}
