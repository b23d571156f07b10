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

  test("a public page asks for no script until it has painted, then hydrates", async ({ page }) => {
    for (const path of publicPages) {
      await page.goto(path);
      await waitForApp(page);
      const timings = await page.evaluate(() => ({
        painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => entry.startTime),
      }));
      expect(timings.scripts.length, path).toBeGreaterThan(0);
      expect(Math.min(...timings.scripts), path).toBeGreaterThanOrEqual(timings.painted);
    }
  });

  test("the dashboard brings its own stylesheet, in its head", async ({ request }) => {
    const html = await (await request.get("/admin-dashboard")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(/<link[^>]* rel="stylesheet" href="\/assets\/admin-[\w-]+\.css"/);
  });
});
