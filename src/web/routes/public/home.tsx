import { useEffect } from "react";
import type { Category } from "~/shared/schemas/category";
import type { Testimonial } from "~/shared/schemas/testimonial";
import { PublicAboutTeaser } from "~/web/components/layouts/public-about-teaser";
import { PublicCertifications } from "~/web/components/layouts/public-certifications";
import { PublicHero, heroImageBox, heroImageSizes } from "~/web/components/layouts/public-hero";
import { PublicMap } from "~/web/components/layouts/public-map";
import { picturePreload } from "~/web/components/layouts/public-picture";
import { PublicRouteError } from "~/web/components/layouts/public-route-error";
import { PublicTeam } from "~/web/components/layouts/public-team";
import { localBusinessJsonLd, pageMeta, siteOrigin } from "~/web/content/seo";
import { getCategories } from "~/web/lib/catalogue-queries/get-categories";
import { getTestimonials } from "~/web/lib/queries/testimonials";
import { HomeCategories } from "~/web/features/catalogue/components/home-categories";
import { TestimonialsCarousel } from "~/web/features/catalogue/components/testimonials-carousel";
import { loaderHeaders, settle, uncachedWhenFailed } from "~/web/features/catalogue/lib/load-result";
import { homeCategories } from "~/web/features/catalogue/lib/select";
import { ContactForm } from "~/web/features/contact/components/contact-form";
import { settingsOf } from "~/web/lib/site-settings";
import { notify } from "~/web/lib/toast";
import type { Route } from "./+types/home";

export const categoriesFailed = "Failed to load categories.";

async function loadHome(categories: () => Promise<Category[]>, testimonials: () => Promise<Testimonial[]>) {
  const [categoryList, testimonialList] = await Promise.all([
    settle(categories, [], categoriesFailed),
    // A testimonial fetch failure is only logged, never shown.
    settle(testimonials, [], "Testimonials could not be loaded"),
  ]);
  return {
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
  ).then(uncachedWhenFailed);
}

export const headers = loaderHeaders;

// After the first page, the browser reads the public API (cached, with ETags) instead of the server render.
export function clientLoader() {
  return loadHome(getCategories, getTestimonials);
}

export function meta({ matches }: Route.MetaArgs) {
  const settings = settingsOf(matches);
  const { business } = settings;
  const first = settings.home.heroSlides[0];
  return [
    ...pageMeta({
      title: `${business.name} | ${business.tagline}`,
      description: business.description,
      path: "/",
      origin: siteOrigin(matches),
      business,
    }),
    localBusinessJsonLd(siteOrigin(matches), settings),
    // The first slide's picture is the largest paint: asked for before anything else.
    ...(first ? [picturePreload(first.image, heroImageSizes, heroImageBox.width)] : []),
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
