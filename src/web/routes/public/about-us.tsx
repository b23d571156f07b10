import { Link } from "react-router";
import { PublicPicture } from "~/web/components/layouts/public-picture";
import { PublicRouteError } from "~/web/components/layouts/public-route-error";
import { PublicTeam } from "~/web/components/layouts/public-team";
import { pageMeta, siteOrigin } from "~/web/content/seo";
import { settingsOf, useSiteSettings } from "~/web/lib/site-settings";
import type { Route } from "./+types/about-us";

export function meta({ matches }: Route.MetaArgs) {
  const { business, about } = settingsOf(matches);
  return pageMeta({
    title: "About Us",
    description: about.teaser.length > 155 ? `${about.teaser.slice(0, 150).trim()}…` : about.teaser,
    path: "/about-us",
    origin: siteOrigin(matches),
    business,
  });
}

export default function AboutUs() {
  const { about } = useSiteSettings();
  // The first member of the team is the one the page introduces on their own.
  const ceo = about.team[0];
  return (
    <>
      <section className="bg-brand-50">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h1 className="text-4xl font-bold text-slate-900">About Us</h1>
          {about.story.map((paragraph, i) => (
            <p key={i} className="mt-4 max-w-3xl text-lg text-slate-700">
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
      {ceo && (
        <section aria-labelledby="ceo-heading" className="bg-slate-50">
          <div className="mx-auto flex max-w-6xl flex-col items-center gap-8 px-4 py-16 md:flex-row">
            <PublicPicture
              picture={ceo.photo}
              sizes="192px"
              box={{ width: 320, height: 320 }}
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
      )}
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
