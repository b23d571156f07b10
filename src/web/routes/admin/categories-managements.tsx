import { CategoriesManager } from "~/web/features/categories-admin/components/categories-manager";
import { site } from "~/web/content/site";

export function meta() {
  return [{ title: `Category Management | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function CategoriesManagements() {
  return <CategoriesManager />;
}
