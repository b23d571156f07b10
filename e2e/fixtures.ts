import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { createOwnAdmin, type AdminAccount } from "./own-admin";

export const admin = { email: "admin@example.ng", password: "correct horse battery" };

type Fixtures = {
  /**
   * A page (of the project's size: desktop or phone) whose browser is already signed in as an owner of
   * this test's own (`ownAdmin`): no two tests share an account, its sessions, its profile or its lockout.
   */
  adminPage: Page;
  /** An admin account made for this test alone: its name, email, password and picture are its own. */
  ownAdmin: AdminAccount;
  /** A page signed in as `ownAdmin`, for tests that change the signed-in admin's own data. */
  ownAdminPage: Page;
  /** API calls signed in as `ownAdmin`, apart from the page: the data a test needs, made as a user would. */
  ownAdminApi: APIRequestContext;
};

export const test = base.extend<Fixtures>({
  // A public page starts its scripts only once it has loaded and painted, so the `load` that goto waits
  // for now comes before the app runs. A visitor with script who waits for the page to finish meets the
  // running app, so goto waits for it too on any page that has the app's script; what happens before it
  // runs is each no-script test's own subject.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const appRuns = () =>
        page.waitForFunction(
          () =>
            !document.querySelector('script[type="module"]') ||
            ("__reactRouterDataRouter" in window &&
              // React has hydrated the page: the body, finished last, carries its props.
              Object.keys(document.body).some((key) => key.startsWith("__reactProps"))),
          undefined,
          { timeout: 15_000 },
        );
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if ((options?.waitUntil ?? "load") === "load") await appRuns();
        return response;
      };
      // A reload loads the page afresh: a form filled before the app runs is reset when it starts.
      const reload = page.reload.bind(page);
      page.reload = async (options) => {
        const response = await reload(options);
        if ((options?.waitUntil ?? "load") === "load") await appRuns();
        return response;
      };
    }
    await use(page);
  },
  adminPage: async ({ ownAdminPage }, use) => {
    await use(ownAdminPage);
  },
  ownAdmin: async ({ baseURL }, use) => {
    await use(await createOwnAdmin(baseURL));
  },
  ownAdminPage: async ({ page, ownAdmin }, use) => {
    const response = await page.request.post("/api/user/login", {
      data: { email: ownAdmin.email, password: ownAdmin.password },
    });
    expect(response.ok()).toBe(true);
    await use(page);
  },
  ownAdminApi: async ({ playwright, baseURL, ownAdmin }, use) => {
    const api = await playwright.request.newContext({ baseURL });
    const response = await api.post("/api/user/login", {
      data: { email: ownAdmin.email, password: ownAdmin.password },
    });
    expect(response.ok()).toBe(true);
    await use(api);
    await api.dispose();
  },
});

/** Fails on any serious or critical accessibility violation of the page as it stands. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** What axe finds serious or critical on the page as it is, one line each: rule, help and where. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  return serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** The toast area, wherever it sits (in the page, or inside the dialog that is open). */
export function toasts(page: Page): Locator {
  return page.locator(".Toastify");
}

export { expect };

/** An element's background colour as [r, g, b], whatever colour space the stylesheet used. */
export async function backgroundRgb(locator: Locator): Promise<number[]> {
  return locator.evaluate((element) => {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const context = canvas.getContext("2d")!;
    context.fillStyle = getComputedStyle(element).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3));
  });
}

/**
 * The dashboard's sidebar as a person reaches it: beside the page on a wide screen; on a phone, where it
 * folds away, after opening it with the header's menu button. Call it again after a navigation: choosing
 * a link, or loading a page, folds the menu.
 */
export async function dashboardSidebar(page: Page): Promise<Locator> {
  const menuButton = page.getByRole("banner").getByRole("button", { name: "Open menu" });
  const sidebar = page.getByRole("complementary");
  await expect(menuButton.or(sidebar).first()).toBeVisible();
  if ((await menuButton.isVisible()) && (await menuButton.getAttribute("aria-expanded")) !== "true") {
    await menuButton.click();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  }
  await expect(sidebar).toBeVisible();
  return sidebar;
}

/** Folds the dashboard menu if it is open (on a phone it covers the page); a wide screen has none. */
export async function foldDashboardMenu(page: Page): Promise<void> {
  const menuButton = page.getByRole("banner").getByRole("button", { name: "Open menu" });
  // Hidden on a wide screen, where the sidebar never folds.
  if (!(await menuButton.isVisible())) return;
  if ((await menuButton.getAttribute("aria-expanded")) !== "true") return;
  await page.keyboard.press("Escape");
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
}

/**
 * Whether a project's `testMatch` or `testIgnore` takes this file (an absolute path, as Playwright matches).
 * This config names them as regular expressions; a glob is not read here, and counts as taking nothing.
 */
function patternTakes(pattern: string | RegExp | ReadonlyArray<string | RegExp>, file: string): boolean {
  return [pattern].flat().some((one) => typeof one !== "string" && new RegExp(one).test(file));
}

/**
 * Skips a test that sets its own viewport, phone or desktop sized, in the project of the other size, where
 * it would only repeat the run the project of its size makes; kept where that project does not take its
 * file. Call it in the test, or in a `beforeEach` of a describe sized with `test.use({ viewport })`.
 */
export function skipUnlessProjectOf(size: "phone" | "desktop"): void {
  const info = test.info();
  const own = info.config.projects.find((project) => project.name === size);
  const repeated =
    info.project.name !== size &&
    !!own &&
    patternTakes(own.testMatch, info.file) &&
    !patternTakes(own.testIgnore, info.file);
  test.skip(repeated, `sized for a ${size}: the ${size} project runs it`);
}
