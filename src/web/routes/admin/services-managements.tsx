import { useCategories } from "~/web/lib/catalogue-queries/use-catalogue";
import { ServicesManager } from "~/web/features/services-admin/components/services-manager";
import { privatePageMeta } from "~/web/lib/site-settings";
import type { Route } from "./+types/services-managements";

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta("Service Management", matches);
}

/** The service form picks a category, so the screen hands it the category list. */
export default function ServicesManagements() {
  const categories = useCategories();
  return <ServicesManager categories={categories.data} />;
}
