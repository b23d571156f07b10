// Google's map host, which the test machine cannot reach: answered here by a page of its own, so the
// map's frame loads as it does for a visitor; or made to fail, as it does offline or where it is blocked.
import type { Page } from "@playwright/test";
import { mapEmbedLink } from "../src/shared/rules/settings.ts";

const mapHost = new URL(mapEmbedLink("")).origin;
const mapRequests = new RegExp(`^${mapHost.replaceAll(".", "\\.")}/maps\\?`);

/** The map's address answers, with a page standing in for Google's map. */
export async function answerMapHost(page: Page): Promise<void> {
  await page.route(mapRequests, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Map</title><p>Map</p>" }),
  );
}

/** The map's address fails as an unreachable host does. */
export async function blockMapHost(page: Page): Promise<void> {
  await page.route(mapRequests, (route) => route.abort("internetdisconnected"));
}

/** Resolves once a request to the map's address has failed; call it before what makes the request. */
export function mapRequestFailed(page: Page): Promise<unknown> {
  return page.waitForEvent("requestfailed", (request) => mapRequests.test(request.url()));
}

/**
 * The map's address fails as it does offline, whenever the page first asks, until `reconnect` is called;
 * then it answers. The page may ask as soon as it has run its script, before a test could take the
 * browser offline, so the failure cannot depend on when the test does that.
 */
export async function mapHostUntilReconnected(page: Page): Promise<{ reconnect: () => void }> {
  let connected = false;
  await page.route(mapRequests, (route) =>
    connected
      ? route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Map</title><p>Map</p>" })
      : route.abort("internetdisconnected"),
  );
  return { reconnect: () => (connected = true) };
}
