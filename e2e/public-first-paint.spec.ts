import { expect, test } from "./fixtures";
import { waitForApp } from "./public-helpers";

// A public page paints its first screen from the styles inlined in its head: on a slow phone it
// needs no second request before anything shows, and the full stylesheet, last in the page, holds
// nothing back. The dashboard's styles never travel to a public page (docs/decisions/015).

const publicPages = ["/", "/services", "/contact-us", "/check-booking-status", "/admin-auth-route"];

test.describe("first paint", () => {
  test("the first screen is styled when no stylesheet arrives and no script runs", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.route(/\.css(\?|$)/, (route) => route.abort());
    await page.goto("/");
    const header = page.locator("body > div header").first();
    await expect(header).toHaveCSS("position", "fixed");
    await expect(header).toHaveCSS("height", "64px");
    const hero = page.locator("main picture img").first();
    await expect(hero).toHaveCSS("object-fit", "cover");
    await context.close();
  });

  test("no stylesheet in the head holds back the first paint, and none is the dashboard's", async ({
    page,
  }) => {
    const stylesheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") stylesheets.push(new URL(request.url()).pathname);
    });
    for (const path of publicPages) {
      stylesheets.length = 0;
      await page.goto(path);
      const inHead = await page.evaluate(() => ({
        critical: document.querySelector("head style#critical-css")?.textContent?.length ?? 0,
        blocking: document.head.querySelectorAll('link[rel="stylesheet"]').length,
        last: document.querySelector('body > link[rel="stylesheet"]:last-of-type')?.getAttribute("href"),
      }));
      expect(inHead.critical, path).toBeGreaterThan(1000);
      expect(inHead.blocking, path).toBe(0);
      expect(inHead.last, path).toMatch(/^\/assets\/public-[\w-]+\.css$/);
      expect(stylesheets, path).toEqual([inHead.last]);
    }
  });

  // The framework (React and React Router, nearly all of which hydration runs) carries V8's compile hint:
  // the browser compiles the file whole while it downloads, off the page's main thread, instead of function
  // by function in the middle of hydration (docs/decisions/071). The hint works only as the file's first
  // line, so it is checked in every encoding the file is sent in.
  test("a public page asks for no script until it has painted, then hydrates; its framework is compiled ahead", async ({
    page,
  }) => {
    for (const path of publicPages) {
      await page.goto(path);
      await waitForApp(page);
      const timings = await page.evaluate(() => ({
        painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
        scripts: performance
          .getEntriesByType("resource")
          .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
          .filter((script) => script.path.endsWith(".js")),
      }));
      expect(timings.scripts.length, path).toBeGreaterThan(0);
      expect(Math.min(...timings.scripts.map((script) => script.start)), path).toBeGreaterThanOrEqual(
        timings.painted,
      );

      const framework = timings.scripts.filter((script) =>
        /^\/assets\/framework-[\w-]+\.js$/.test(script.path),
      );
      expect(framework, path).toHaveLength(1);
      for (const encoding of ["br", "gzip", "identity"]) {
        const response = await page.request.get(framework[0]!.path, {
          headers: { "accept-encoding": encoding },
        });
        expect(response.headers()["content-encoding"] ?? "identity", path).toBe(encoding);
        expect((await response.text()).split("\n", 1)[0], `${path} (${encoding})`).toBe(
          "//# allFunctionsCalledOnLoad",
        );
      }
    }
  });

  test("the dashboard brings its own stylesheet, in its head", async ({ request }) => {
    const html = await (await request.get("/admin-dashboard")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(/<link[^>]* rel="stylesheet" href="\/assets\/admin-[\w-]+\.css"/);
  });
});
