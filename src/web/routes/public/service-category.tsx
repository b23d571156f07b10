import { useEffect } from "react";
import { data, Link, redirect } from "react-router";
import { imageVariantUrl } from "~/shared/image-url";
import type { Category, FormerCategorySlug } from "~/shared/schemas/category";
import type { Service } from "~/shared/schemas/service";
import { categoryPath } from "~/shared/slug";
import { PublicBookLink } from "~/web/components/layouts/public-book-link";
import { PublicRouteError } from "~/web/components/layouts/public-route-error";
import { pageMeta, siteOrigin } from "~/web/content/seo";
import { settingsOf } from "~/web/lib/site-settings";
import { getCategories } from "~/web/lib/catalogue-queries/get-categories";
import { getServices } from "~/web/lib/catalogue-queries/get-services";
import { ServiceCard } from "~/web/features/catalogue/components/service-card";
import { loaderHeaders, settle, uncachedWhenFailed } from "~/web/features/catalogue/lib/load-result";
import { categoryForAddress, servicesOfCategory } from "~/web/features/catalogue/lib/select";
import { notify } from "~/web/lib/toast";
import type { Route } from "./+types/service-category";

export const categoryServicesFailed = "Failed to load services.";

type Lists = {
  categories: () => Promise<Category[]>;
  services: () => Promise<Service[]>;
  /** Only the server knows them; the browser asks the server when an address is not a current slug. */
  formerSlugs?: () => Promise<FormerCategorySlug[]>;
};

/** The page's data, and whether the address is an old or differently written one (`moved`). */
async function loadCategory(slug: string, lists: Lists) {
  const [categoryList, serviceList] = await Promise.all([
    settle(lists.categories, [], categoryServicesFailed),
    settle(lists.services, [], categoryServicesFailed),
  ]);
  const error = categoryList.error ?? serviceList.error;
  let address = categoryForAddress(categoryList.value, [], slug);
  if (!address && lists.formerSlugs) {
    const formerSlugs = await lists.formerSlugs().catch((): FormerCategorySlug[] => []);
    address = categoryForAddress(categoryList.value, formerSlugs, slug);
  }
  const category = address?.category ?? null;
  return {
    slug,
    category,
    moved: address ? !address.current : false,
    services: category ? servicesOfCategory(serviceList.value, category) : [],
    error,
  };
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { catalogue } = context.services;
  const page = await loadCategory(params.category, {
    categories: () => catalogue.categories(),
    services: () => catalogue.services(),
    formerSlugs: () => catalogue.formerCategorySlugs(),
  });
  // A slug the category had before (or its current one in other letters) moved for good (decision
  // 010): a 301 from the server, so it works without JavaScript and search engines follow it.
  if (page.category && page.moved) {
    throw redirect(`${categoryPath(page.category)}${new URL(request.url).search}`, 301);
  }
  // An address that names no category is a real 404 (not an empty page), unless we could not look.
  if (!page.category && !page.error) throw data("Category not found", { status: 404 });
  return uncachedWhenFailed(page);
}

export const headers = loaderHeaders;

export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const page = await loadCategory(params.category, { categories: getCategories, services: getServices });
  // Not a current slug: the server knows the former ones, and answers the redirect or the 404.
  if ((!page.category || page.moved) && !page.error) return serverLoader();
  return page;
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const category = loaded?.category;
  const { business } = settingsOf(matches);
  if (!category) {
    const title = loaded?.error ? `Our Services | ${business.name}` : `Page not found | ${business.name}`;
    return [{ title }, { name: "robots", content: "noindex" }];
  }
  const names = loaded.services.map((service) => service.name).filter(Boolean);
  return pageMeta({
    title: category.name,
    description:
      category.description?.trim() ||
      `${category.name} in Lagos${names.length ? `: ${names.slice(0, 5).join(", ")}` : ""}. Priced in naira, booked online.`,
    path: categoryPath(category),
    origin: siteOrigin(matches),
    business,
    image: category.images?.[0] ? imageVariantUrl(category.images[0], 1280, "jpeg") : undefined,
  });
}

export default function ServiceCategory({ loaderData }: Route.ComponentProps) {
  const { category, services, error } = loaderData;
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
              <ServiceCard
                service={service}
                priority={i === 0}
                action={
                  category && (
                    <PublicBookLink
                      preset={{ categoryId: category._id, serviceId: service._id }}
                      aria-label={`Book ${service.name?.trim() || "Unnamed Service"}`}
                      className="mt-4 inline-block rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
                    >
                      Book
                    </PublicBookLink>
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
      {/* Only a category with services can be booked; its Book button picks it in the dialog. */}
      {category && services.length > 0 && (
        <div className="mt-12 rounded-2xl bg-brand-50 p-8 text-center">
          <p className="text-lg font-semibold text-slate-900">Ready when you are.</p>
          <PublicBookLink
            preset={{ categoryId: category._id }}
            className="mt-4 inline-block rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            Book This Service
          </PublicBookLink>
        </div>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <PublicRouteError />;
}
