import { useEffect } from "react";
import { data, Link } from "react-router";
import { imageVariantUrl } from "~/shared/image-url";
import type { Category } from "~/shared/schemas/category";
import type { Service } from "~/shared/schemas/service";
import { categoryPath } from "~/shared/slug";
import { PublicRouteError } from "~/web/components/layouts/public-route-error";
import { pageMeta } from "~/web/content/seo";
import { site } from "~/web/content/site";
import { getCategories } from "~/web/features/catalogue/api/get-categories";
import { getServices } from "~/web/features/catalogue/api/get-services";
import { ServiceCard } from "~/web/features/catalogue/components/service-card";
import { loaderHeaders, settle, uncachedWhenFailed } from "~/web/features/catalogue/lib/load-result";
import { categoryForSlug, servicesOfCategory } from "~/web/features/catalogue/lib/select";
import { useBookingDialog } from "~/web/features/booking/components/booking-dialog-provider";
import { notify } from "~/web/lib/toast";
import type { Route } from "./+types/service-category";

export const categoryServicesFailed = "Failed to load services.";

async function loadCategory(
  slug: string,
  categories: () => Promise<Category[]>,
  services: () => Promise<Service[]>,
  origin: string,
) {
  const [categoryList, serviceList] = await Promise.all([
    settle(categories, [], categoryServicesFailed),
    settle(services, [], categoryServicesFailed),
  ]);
  const error = categoryList.error ?? serviceList.error;
  const category = categoryForSlug(categoryList.value, slug);
  // An address that names no category is a real 404 (not an empty page), unless we could not look.
  if (!category && !categoryList.error) throw data("Category not found", { status: 404 });
  return {
    origin,
    slug,
    category: category ?? null,
    services: category ? servicesOfCategory(serviceList.value, category) : [],
    error,
  };
}

export function loader({ params, context }: Route.LoaderArgs) {
  const { catalogue } = context.services;
  return loadCategory(
    params.category,
    () => catalogue.categories(),
    () => catalogue.services(),
    context.origin,
  ).then(uncachedWhenFailed);
}

export const headers = loaderHeaders;

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadCategory(params.category, getCategories, getServices, window.location.origin);
}

export function meta({ data: loaded }: Route.MetaArgs) {
  const category = loaded?.category;
  if (!category) {
    const title = loaded?.error ? `Our Services | ${site.name}` : `Page not found | ${site.name}`;
    return [{ title }, { name: "robots", content: "noindex" }];
  }
  const names = loaded.services.map((service) => service.name).filter(Boolean);
  return pageMeta({
    title: category.name,
    description:
      category.description?.trim() ||
      `${category.name} in Lagos${names.length ? `: ${names.slice(0, 5).join(", ")}` : ""}. Priced in naira, booked online.`,
    path: categoryPath(category.name),
    origin: loaded.origin,
    image: category.images?.[0] ? imageVariantUrl(category.images[0], 1280, "jpeg") : undefined,
  });
}

export default function ServiceCategory({ loaderData }: Route.ComponentProps) {
  const { category, services, error } = loaderData;
  const booking = useBookingDialog();
  useEffect(() => {
    if (error) notify.error(error);
  }, [error]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to="/services" className="hover:text-brand-700">
          Services
        </Link>{" "}
        / <span aria-current="page">{category?.name ?? "Category"}</span>
      </nav>
      <h1 className="mt-3 text-4xl font-bold text-slate-900">{category?.name ?? "Our Services"}</h1>
      {category?.description && (
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{category.description}</p>
      )}
      {services.length === 0 ? (
        <p className="mt-10 rounded-2xl bg-slate-50 p-8 text-center text-slate-700">
          {error ?? "No services available under this category."}
        </p>
      ) : (
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service, i) => (
            <li key={service._id}>
              <ServiceCard service={service} priority={i === 0} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-12 rounded-2xl bg-brand-50 p-8 text-center">
        <p className="text-lg font-semibold text-slate-900">Ready when you are.</p>
        <button
          type="button"
          onClick={booking.open}
          className="mt-4 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Book This Service
        </button>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <PublicRouteError />;
}
