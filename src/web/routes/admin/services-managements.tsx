import { useCategories } from "~/web/lib/catalogue-queries/get-categories";
import { ServicesManager } from "~/web/features/services-admin/components/services-manager";
import { site } from "~/web/content/site";

export function meta() {
  return [{ title: `Service Management | ${site.name}` }, { name: "robots", content: "noindex" }];
}

/** The service form picks a category, so the screen hands it the category list. */
export default function ServicesManagements() {
  const categories = useCategories();
  return <ServicesManager categories={categories.data} />;
}
