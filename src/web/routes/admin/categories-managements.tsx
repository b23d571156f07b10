import { CategoriesManager } from "~/web/features/categories-admin/components/categories-manager";
import { privatePageMeta } from "~/web/lib/site-settings";
import type { Route } from "./+types/categories-managements";

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta("Category Management", matches);
}

export default function CategoriesManagements() {
  return <CategoriesManager />;
}
