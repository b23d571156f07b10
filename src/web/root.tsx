import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { Toaster } from "./components/ui/toaster";
import { site } from "./content/site";
import { useNonce } from "./lib/nonce";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en-NG">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#047a5c" />
        {/* With a precedence React writes the stylesheet ahead of the scripts' modulepreload links, so on
            a slow connection the one file the first paint waits for is not queued behind the scripts. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <Toaster />
    </QueryClientProvider>
  );
}

export function meta() {
  return [{ title: site.name }];
}

/** Never a blank screen: whatever fails below shows this page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <title>{notFound ? `Page not found | ${site.name}` : `Something went wrong | ${site.name}`}</title>
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
