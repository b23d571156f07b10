import { useEffect } from "react";
import type { Category } from "~/shared/schemas/category";
import type { Testimonial } from "~/shared/schemas/testimonial";
import { PublicAboutTeaser } from "~/web/components/layouts/public-about-teaser";
import { PublicCertifications } from "~/web/components/layouts/public-certifications";
import { PublicHero, heroImageSizes } from "~/web/components/layouts/public-hero";
import { PublicMap } from "~/web/components/layouts/public-map";
import { pictureSrcSet } from "~/web/components/layouts/public-picture";
import { PublicRouteError } from "~/web/components/layouts/public-route-error";
import { PublicTeam } from "~/web/components/layouts/public-team";
import { localBusinessJsonLd, pageMeta } from "~/web/content/seo";
import { heroSlides, site } from "~/web/content/site";
import { getCategories } from "~/web/lib/catalogue-queries/get-categories";
import { getTestimonials } from "~/web/features/catalogue/api/get-testimonials";
import { HomeCategories } from "~/web/features/catalogue/components/home-categories";
import { TestimonialsCarousel } from "~/web/features/catalogue/components/testimonials-carousel";
import { loaderHeaders, settle, uncachedWhenFailed } from "~/web/features/catalogue/lib/load-result";
import { homeCategories } from "~/web/features/catalogue/lib/select";
import { ContactForm } from "~/web/features/contact/components/contact-form";
import { notify } from "~/web/lib/toast";
import type { Route } from "./+types/home";

export const categoriesFailed = "Failed to load categories.";

async function loadHome(
  categories: () => Promise<Category[]>,
  testimonials: () => Promise<Testimonial[]>,
  origin: string,
) {
  const [categoryList, testimonialList] = await Promise.all([
    settle(categories, [], categoriesFailed),
    // SPEC.md §8: a testimonial fetch failure is only logged.
    settle(testimonials, [], "Testimonials could not be loaded"),
  ]);
  return {
    origin,
    categories: homeCategories(categoryList.value),
    error: categoryList.error,
    testimonials: testimonialList.value,
  };
}

export function loader({ context }: Route.LoaderArgs) {
  const { catalogue } = context.services;
  return loadHome(
    () => catalogue.categories(),
    () => catalogue.testimonials(),
    context.origin,
  ).then(uncachedWhenFailed);
}

export const headers = loaderHeaders;

// After the first page, the browser reads the public API (cached, with ETags) instead of the server render.
export function clientLoader() {
  return loadHome(getCategories, getTestimonials, window.location.origin);
}

export const links: Route.LinksFunction = () => {
  const first = heroSlides[0]!.image;
  return [
    {
      rel: "preload",
      as: "image",
      type: "image/avif",
      href: `${first.src}-${first.widths[0]}.avif`,
      imageSrcSet: pictureSrcSet(first, "avif"),
      imageSizes: heroImageSizes,
      fetchPriority: "high",
    },
  ];
};

export function meta({ data }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: `${site.name} | ${site.tagline}`,
      description: site.description,
      path: "/",
      origin: data?.origin,
    }),
    localBusinessJsonLd(data?.origin),
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { categories, testimonials, error } = loaderData;
  useEffect(() => {
    if (error) notify.error(error);
  }, [error]);

  return (
    <>
      <PublicHero />
      <HomeCategories categories={categories} />
      <PublicAboutTeaser />
      <PublicTeam />
      <PublicCertifications />
      <TestimonialsCarousel testimonials={testimonials} />
      <section aria-labelledby="contact-heading" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="contact-heading" className="text-3xl font-bold text-slate-900">
          Get In Touch
        </h2>
        <p className="mt-2 text-slate-600">
          Questions about a job or a quote? Send us a message and we will reply within a working day.
        </p>
        <div className="mt-8 grid gap-8 md:grid-cols-2">
          <ContactForm />
          <PublicMap />
        </div>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <PublicRouteError />;
}
