// The past works page: what it shows, an empty site, a failed load and a list the browser fetches.
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { emptySiteURL } from "./empty-site";
import { failList, followNav, waitForApp } from "./public-helpers";

test.describe("Our Works", () => {
  test("shows the past works with their pictures, titles and descriptions", async ({ page }) => {
    const works = (await (await page.request.get("/api/past-works/get")).json()) as { title: string }[];
    await page.goto("/our-works");
    await expect(page.getByRole("heading", { level: 1, name: "Our Works" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(works.length);
    await expect(page.getByRole("heading", { name: works[0]!.title })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("with no past works it says No past projects found.", async ({ page }) => {
    await page.goto(emptySiteURL);
    await followNav(page, "Our Works");
    await expect(page.getByText("No past projects found.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(0);
  });

  test("a failed load shows an error toast and the empty state", async ({ page }) => {
    await failList(page, "past-works", 500);
    await page.goto("/");
    await followNav(page, "Our Works");
    await expect(page.getByText("Failed to load past projects.")).toBeVisible();
    await expect(page.getByText("No past projects found.")).toBeVisible();
  });

  test("a list answered by the browser shows each work", async ({ page }) => {
    const works = (await (await page.request.get("/api/past-works/get")).json()) as { title: string }[];
    await page.goto("/");
    await waitForApp(page);
    await followNav(page, "Our Works");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(works.length);
    await expect(page.getByRole("heading", { name: works.at(-1)!.title })).toBeVisible();
  });
});
