import { Link } from "react-router";
import { PublicPicture } from "~/web/components/layouts/public-picture";
import { PublicRouteError } from "~/web/components/layouts/public-route-error";
import { PublicTeam } from "~/web/components/layouts/public-team";
import { pageMeta } from "~/web/content/seo";
import { about, ceo } from "~/web/content/site";
import type { Route } from "./+types/about-us";

export function loader({ context }: Route.LoaderArgs) {
  return { origin: context.origin };
}

export function clientLoader() {
  return { origin: window.location.origin };
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({
    title: "About Us",
    description: `${about.teaser.slice(0, 150).trim()}…`,
    path: "/about-us",
    origin: data?.origin,
  });
}

export default function AboutUs() {
  return (
    <>
      <section className="bg-brand-50">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h1 className="text-4xl font-bold text-slate-900">About Us</h1>
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)} className="mt-4 max-w-3xl text-lg text-slate-700">
              {paragraph}
            </p>
          ))}
        </div>
      </section>
      <section
        aria-label="Mission and vision"
        className="mx-auto grid max-w-6xl gap-6 px-4 py-16 md:grid-cols-2"
      >
        <div className="rounded-2xl border border-slate-200 p-6">
          <h2 className="text-2xl font-bold text-brand-800">Our Mission</h2>
          <p className="mt-3 text-slate-700">{about.mission}</p>
        </div>
        <div className="rounded-2xl border border-slate-200 p-6">
          <h2 className="text-2xl font-bold text-brand-800">Our Vision</h2>
          <p className="mt-3 text-slate-700">{about.vision}</p>
        </div>
      </section>
      <section aria-labelledby="ceo-heading" className="bg-slate-50">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-8 px-4 py-16 md:flex-row">
          <PublicPicture
            picture={ceo.image}
            sizes="192px"
            className="h-48 w-48 rounded-full object-cover shadow-md"
          />
          <div>
            <h2 id="ceo-heading" className="text-2xl font-bold text-slate-900">
              Meet Our CEO
            </h2>
            <p className="mt-2 text-lg font-semibold text-brand-700">
              {ceo.name}, {ceo.role}
            </p>
            <p className="mt-3 max-w-2xl text-slate-700">{ceo.bio}</p>
          </div>
        </div>
      </section>
      <PublicTeam />
      <div className="pb-16 text-center">
        <Link
          to="/contact-us"
          className="inline-block rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Get In Touch
        </Link>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <PublicRouteError />;
}
