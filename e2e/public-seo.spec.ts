import type { Category } from "../src/shared/schemas/category.ts";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";

const pages = [
  ["/", "Sparkle & Shine Cleaning | Professional cleaning and laundry in Lagos"],
  ["/about-us", "About Us | Sparkle & Shine Cleaning"],
  ["/contact-us", "Contact Us | Sparkle & Shine Cleaning"],
  ["/services", "Our Services | Sparkle & Shine Cleaning"],
  ["/our-works", "Our Works | Sparkle & Shine Cleaning"],
  ["/privacy-policy", "Privacy Policy | Sparkle & Shine Cleaning"],
  ["/terms-of-service", "Terms of Service | Sparkle & Shine Cleaning"],
] as const;

test.describe("search engines and link previews", () => {
  test("every public page has a title, description, canonical link and Open Graph tags", async ({
    page,
    baseURL,
  }) => {
    for (const [path, title] of pages) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
      const head = page.locator("head");
      await expect(head.locator('meta[name="description"]'), path).toHaveAttribute("content", /.{50,}/);
      await expect(head.locator('link[rel="canonical"]'), path).toHaveAttribute("href", `${baseURL}${path}`);
      await expect(head.locator('meta[property="og:title"]'), path).toHaveAttribute("content", title);
      await expect(head.locator('meta[property="og:description"]'), path).toHaveAttribute(
        "content",
        /.{50,}/,
      );
      await expect(head.locator('meta[property="og:image"]'), path).toHaveAttribute(
        "content",
        /^http.*\.(jpg|jpeg)/,
      );
      await expect(head.locator('meta[property="og:url"]'), path).toHaveAttribute(
        "content",
        `${baseURL}${path}`,
      );
    }
    const shareImage = await page.request.get("/images/share-card.jpg");
    expect(shareImage.headers()["content-type"]).toContain("image/jpeg");
  });

  test("a category page has its own title, description and canonical address", async ({ page, baseURL }) => {
    const categories = (await (await page.request.get("/api/categories/get")).json()) as Category[];
    const category = categories[0]!;
    await page.goto(`/services/${category.slug}`);
    await expect(page).toHaveTitle(`${category.name} | Sparkle & Shine Cleaning`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${baseURL}/services/${category.slug}`,
    );
  });

  test("the home and contact pages carry LocalBusiness structured data", async ({ request }) => {
    for (const path of ["/", "/contact-us"]) {
      const html = await (await request.get(path)).text();
      const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
      expect(match, path).not.toBeNull();
      const data = JSON.parse(match![1]!);
      expect(data["@context"]).toBe("https://schema.org");
      expect(data["@type"]).toBe("HouseCleaning");
      expect(data.name).toBe("Sparkle & Shine Cleaning");
      expect(data.address.addressLocality).toBe("Lekki");
      expect(data.telephone).toMatch(/^\+234/);
    }
  });

  test("robots.txt allows the public site and points at the sitemap", async ({ request, baseURL }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Disallow: /admin-dashboard");
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("sitemap.xml lists every public page and each category page", async ({ request, baseURL }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    for (const [path] of pages) expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/check-booking-status</loc>`);
    const categories = (await (await request.get("/api/categories/get")).json()) as Category[];
    for (const category of categories.filter((c) => c.name.trim())) {
      expect(xml).toContain(`<loc>${baseURL}/services/${category.slug}</loc>`);
    }
    expect(xml).not.toContain("admin");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every public page is readable with its content", async ({ page }) => {
    const categories = (await (await page.request.get("/api/categories/get")).json()) as Category[];
    const works = (await (await page.request.get("/api/past-works/get")).json()) as { title: string }[];
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Our Services" })).toBeVisible();
    await expect(page.getByText("Book For Cleaning Now")).toBeVisible();
    await expect(page.getByRole("group", { name: "1 of 3" })).toBeVisible();
    await page.goto("/services");
    await expect(page.getByRole("heading", { name: categories[0]!.name, exact: true })).toBeVisible();
    await page.goto(`/services/${categories[0]!.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: categories[0]!.name })).toBeVisible();
    await page.goto("/our-works");
    await expect(page.getByRole("heading", { name: works[0]!.title })).toBeVisible();
    await page.goto("/about-us");
    await expect(page.getByRole("heading", { name: "Our Mission" })).toBeVisible();
    await page.goto("/contact-us");
    await expect(page.getByRole("heading", { name: "Contact Details" })).toBeVisible();
  });
});

test.describe("accessibility", () => {
  for (const path of ["/privacy-policy", "/terms-of-service", "/services", "/no-such-page"]) {
    test(`${path} has no serious accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
