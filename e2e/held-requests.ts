import type { Page, Route } from "@playwright/test";

/**
 * Holds every request to `url` until the test releases them, so a busy state ("Sending...",
 * "Uploading...") stays on screen exactly as long as the test looks at it, on a fast machine or a slow
 * one. The requests then go on to the real server, or get `answer` where a test plays a failing one.
 * `arrived` settles once the first one is held.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  answer: (route: Route) => Promise<void> = (route) => route.continue(),
) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(url, async (route) => {
    arrive();
    await released;
    await answer(route);
  });
  return { release, arrived };
}
