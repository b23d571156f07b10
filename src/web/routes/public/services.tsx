import { useEffect } from "react";
import type { Category } from "~/shared/schemas/category";
import { PublicRouteError } from "~/web/components/layouts/public-route-error";
import { pageMeta, siteOrigin } from "~/web/content/seo";
import { settingsOf } from "~/web/lib/site-settings";
import { getCategories } from "~/web/lib/catalogue-queries/get-categories";
import { CategoryCard } from "~/web/features/catalogue/components/category-card";
import { loaderHeaders, settle, uncachedWhenFailed } from "~/web/features/catalogue/lib/load-result";
import { notify } from "~/web/lib/toast";
import type { Route } from "./+types/services";

export const servicesPageFailed = "Failed to load services and categories.";

async function loadServices(categories: () => Promise<Category[]>) {
  const result = await settle(categories, [], servicesPageFailed);
  return { categories: result.value, error: result.error };
}

export function loader({ context }: Route.LoaderArgs) {
  return loadServices(() => context.services.catalogue.categories()).then(uncachedWhenFailed);
}

export const headers = loaderHeaders;

export function clientLoader() {
  return loadServices(getCategories);
}

export function meta({ data, matches }: Route.MetaArgs) {
  const names = (data?.categories ?? []).map((category) => category.name).filter(Boolean);
  return pageMeta({
    title: "Our Services",
    description: names.length
      ? `${names.slice(0, 6).join(", ")} and more, across Lagos. See what each service costs in naira and book online.`
      : "Cleaning and laundry services across Lagos, priced in naira and booked online.",
    path: "/services",
    origin: siteOrigin(matches),
    business: settingsOf(matches).business,
  });
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { categories, error } = loaderData;
  useEffect(() => {
    if (error) notify.error(error);
  }, [error]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-4xl font-bold text-slate-900">Our Services</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">
        Choose a category to see its services and prices. Every job is done by trained, vetted staff with our
        own equipment.
      </p>
      {categories.length === 0 ? (
        <p className="mt-10 text-slate-600">{error ?? "No categories available."}</p>
      ) : (
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((category, i) => (
            <li key={category._id}>
              <CategoryCard category={category} priority={i === 0} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <PublicRouteError />;
}
