import { ActivityList } from "~/web/features/audit/components/activity-list";
import { site } from "~/web/content/site";

export function meta() {
  return [{ title: `Activity | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function Activity() {
  return <ActivityList />;
}
