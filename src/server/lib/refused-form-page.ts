import type { FastifyRequest } from "fastify";
import {
  refusedFormAdvice,
  refusedFormBack,
  refusedFormHome,
  refusedFormText,
  refusedFormTitle,
} from "../../shared/rules/forms.ts";

/**
 * Whether a refused request is a page's form posted by a browser (no script, or before it took over):
 * such a visitor reads the answer as a page, so it gets words and a way back rather than JSON.
 */
export function isPageFormPost(request: FastifyRequest): boolean {
  const path = request.url.split("?")[0] ?? "";
  if (path === "/api" || path.startsWith("/api/")) return false;
  return (request.headers.accept ?? "").includes("text/html");
}

/**
 * The page a refused form post gets: plain words, a link back to the form and one home. Self-contained
 * (no script, its few styles inline) so it shows whatever state the site's assets are in.
 */
export function refusedFormPage(request: FastifyRequest): string {
  const path = request.url.split("?")[0] || "/";
  // Only this site's own paths: `//elsewhere` would leave the site.
  const back = path.startsWith("/") && !path.startsWith("//") ? path : "/";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(refusedFormTitle)}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;color:#0f172a;background:#f8fafc;line-height:1.5}
main{max-width:32rem;margin:0 auto;padding:3rem 1.25rem}
h1{font-size:1.6rem;margin:0 0 1rem}
a{display:inline-block;margin:1.25rem 1rem 0 0;font-weight:600;color:#035c46}
a.primary{background:#047a5c;color:#fff;padding:.75rem 1.25rem;border-radius:.5rem;text-decoration:none}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(refusedFormTitle)}</h1>
<p>${escapeHtml(refusedFormText)}</p>
<p>${escapeHtml(refusedFormAdvice)}</p>
<a class="primary" href="${escapeHtml(back)}">${escapeHtml(refusedFormBack)}</a>
<a href="/">${escapeHtml(refusedFormHome)}</a>
</main>
</body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
