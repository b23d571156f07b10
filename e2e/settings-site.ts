// The settings site (a third server, started by playwright.config.ts): the demo content again, for the
// tests that change the business's settings. Every page shows them (phone numbers, headline, footer), so
// changing them on the site the other tests read would change what those tests see while they run.
import { settingsSiteURL } from "../playwright.config";
import { test } from "./fixtures";

/** Runs the calling file's or `describe`'s tests on the settings site, one after another. */
export function onTheSettingsSite(): void {
  test.use({ baseURL: settingsSiteURL });
  test.describe.configure({ mode: "default" });
}
