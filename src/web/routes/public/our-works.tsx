import { useEffect } from "react";
import type { PastWork } from "~/shared/schemas/past-work";
import { PublicRouteError } from "~/web/components/layouts/public-route-error";
import { pageMeta, siteOrigin } from "~/web/content/seo";
import { settingsOf } from "~/web/lib/site-settings";
import { getPastWorks } from "~/web/lib/queries/past-works";
import { PastWorkCard } from "~/web/features/catalogue/components/past-work-card";
import { loaderHeaders, settle, uncachedWhenFailed } from "~/web/features/catalogue/lib/load-result";
import { notify } from "~/web/lib/toast";
import type { Route } from "./+types/our-works";

export const pastWorksFailed = "Failed to load past projects.";

async function loadWorks(pastWorks: () => Promise<PastWork[]>) {
  const result = await settle(pastWorks, [], pastWorksFailed);
  return { works: result.value, error: result.error };
}

export function loader({ context }: Route.LoaderArgs) {
  return loadWorks(() => context.services.catalogue.pastWorks()).then(uncachedWhenFailed);
}

export const headers = loaderHeaders;

export function clientLoader() {
  return loadWorks(getPastWorks);
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Our Works",
    description:
      "Before-and-after pictures of homes, offices and new builds we have cleaned across Lagos: see the standard you can expect.",
    path: "/our-works",
    origin: siteOrigin(matches),
    business: settingsOf(matches).business,
  });
}

export default function OurWorks({ loaderData }: Route.ComponentProps) {
  const { works, error } = loaderData;
  useEffect(() => {
    if (error) notify.error(error);
  }, [error]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-4xl font-bold text-slate-900">Our Works</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">
        A few of the homes, offices and sites we have cleaned across Lagos.
      </p>
      {works.length === 0 ? (
        <p className="mt-10 rounded-2xl bg-slate-50 p-8 text-center text-slate-700">
          No past projects found.
        </p>
      ) : (
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {works.map((work, i) => (
            <li key={work._id}>
              <PastWorkCard work={work} priority={i === 0} />
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
