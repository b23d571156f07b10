import { PastWorksManager } from "~/web/features/past-works-admin/components/past-works-manager";
import { site } from "~/web/content/site";

export function meta() {
  return [{ title: `Past Works | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function PastProjectsManagement() {
  return <PastWorksManager />;
}
