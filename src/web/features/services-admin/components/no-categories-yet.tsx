import { Link } from "react-router";
import { createCategoryFirst, goToCategories } from "~/shared/rules/service";

export const categoriesScreen = "/admin-dashboard/categories-managements";

/** Said where a service would be added while no category exists, with the way to make one. */
export function NoCategoriesYet({ onLeave }: { onLeave?: () => void }) {
  return (
    <div className="space-y-4">
      <p className="text-slate-700">{createCategoryFirst}</p>
      <Link
        to={categoriesScreen}
        onClick={onLeave}
        className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
      >
        {goToCategories}
      </Link>
    </div>
  );
}
