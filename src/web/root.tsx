import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { defaultSettings } from "~/shared/settings-defaults";
import type { Route } from "./+types/root";
import { Toaster } from "./components/ui/toaster";
import { CriticalStyle } from "./lib/critical-css";
import { useNonce } from "./lib/nonce";
import { publicLayoutId } from "./lib/public-layout";
import type { RootData } from "./lib/site-settings";
import publicStylesheet from "./styles/public.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * What every page needs from the server, given once: the site's own address (PUBLIC_URL, never a Host
 * header a visitor sent), which the public pages' `meta` reads for absolute links, and the business's
 * settings from the server's memory (decision 019). Should the settings fail to load, the defaults keep
 * the site up rather than showing an error page.
 */
export async function loader({ context }: Route.LoaderArgs): Promise<RootData> {
  const settings = await context.services.catalogue.settings().catch(() => defaultSettings);
  return { origin: context.origin, settings };
}

// The origin belongs to the deployment; the settings change only when the owner saves them in the
// dashboard. So the root asks the server again only on the way out of the dashboard, not on every public
// navigation (which reads the public API from the browser).
export function shouldRevalidate({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) {
  const inDashboard = (url: URL) => url.pathname.startsWith("/admin-dashboard");
  return inDashboard(currentUrl) && !inDashboard(nextUrl);
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const isPublic = useMatches().some((match) => match.id === publicLayoutId);
  return (
    <html lang="en-NG">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#047a5c" />
        {/* A public page paints its first screen from these inlined styles, with no other request
            (docs/decisions/015); the dashboard links its own stylesheet from its layout. */}
        {isPublic && <CriticalStyle />}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* The rest of the public styles, last in the page: a stylesheet in the body holds back only
            what follows it, so nothing waits for it, neither the first paint nor a script. */}
        {isPublic && <link rel="stylesheet" href={publicStylesheet} />}
      </body>
    </html>
  );
}

// No query cache here: the public pages render from their loaders, and the screens that query the
// API as they run (the dashboard, the booking dialog) bring their own (`~/web/lib/query-provider`).
export default function App() {
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.settings.business.name ?? "" }];
}

/** Never a blank screen: whatever fails below shows this page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const name = (useRouteLoaderData("root") as RootData | undefined)?.settings.business.name;
  const suffix = name ? ` | ${name}` : "";
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      {/* Outside every layout, so it links the public styles itself (React puts them in the head). */}
      <link rel="stylesheet" href={publicStylesheet} precedence="default" />
      <title>{`${notFound ? "Page not found" : "Something went wrong"}${suffix}`}</title>
      <h1 className="text-2xl font-bold text-slate-900">
        {notFound ? "Page not found" : "Something went wrong"}
      </h1>
      <p className="mt-4 text-slate-600">
        {notFound
          ? "The page you are looking for does not exist or has moved."
          : "We could not show this page. Please try again in a moment."}
      </p>
      <a className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white" href="/">
        Go to the home page
      </a>
    </main>
  );
}
