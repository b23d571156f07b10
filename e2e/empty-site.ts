// The empty site (a second server, started by playwright.config.ts): a new business before it adds
// anything, so an empty list on screen is the server's real answer. Tests only read it: a test that
// created something there would take the empty state away from the others running beside it.
import { emptySiteURL } from "../playwright.config";
import { test } from "./fixtures";

/** Runs the tests of the calling `describe` against the empty site, signed-in fixtures included. */
export function onTheEmptySite(): void {
  test.use({ baseURL: emptySiteURL });
}

export { emptySiteURL };
