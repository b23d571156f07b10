// The services pages: categories, their slug pages and old addresses, service cards and failed loads.
import type { Category } from "../src/shared/schemas/category.ts";
import type { Service } from "../src/shared/schemas/service.ts";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { failList, followNav } from "./public-helpers";

const naira = /^₦\d{1,3}(,\d{3})*(\.\d{2})?$/;

test.describe("Services", () => {
  test("lists every category, each linking to its slug page with its services and naira prices", async ({
    page,
  }) => {
    const categories = (await (await page.request.get("/api/categories/get")).json()) as Category[];
    const services = (await (await page.request.get("/api/services/get")).json()) as Service[];
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
    const cards = page.getByRole("main").getByRole("listitem");
    await expect(cards).toHaveCount(categories.length);

    const category = categories.find((c) => services.some((s) => s.category?._id === c._id))!;
    const ownServices = services.filter((s) => s.category?._id === category._id);
    const card = page.getByRole("link", { name: new RegExp(category.name) }).first();
    await expect(card).toHaveAttribute("href", `/services/${category.slug}`);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/services/${category.slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: category.name })).toBeVisible();
    const serviceCards = page.getByRole("main").getByRole("article");
    await expect(serviceCards).toHaveCount(ownServices.length);
    for (const service of ownServices) {
      const serviceCard = serviceCards.filter({
        has: page.getByRole("heading", { name: service.name, exact: true }),
      });
      await expect(serviceCard).toHaveCount(1);
      await expect(serviceCard.getByText(naira)).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
  });

  test("a category page is rendered on the server and matched by slug, hyphens included", async ({
    page,
  }) => {
    const categories = (await (await page.request.get("/api/categories/get")).json()) as Category[];
    const category = categories.find((c) => c.name.includes("-")) ?? categories[0]!;
    const response = await page.request.get(`/services/${category.slug}`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(
      `<h1 class="mt-3 text-4xl font-bold text-slate-900">${category.name.replace(/&/g, "&amp;")}</h1>`,
    );
    // The same address in capitals is sent to the one written in lowercase.
    const capitals = await page.request.get(`/services/${category.slug.toUpperCase()}`, { maxRedirects: 0 });
    expect(capitals.status()).toBe(301);
    expect(capitals.headers()["location"]).toBe(`/services/${category.slug}`);
  });

  test("Laundry & Dry Cleaning lives at a clean address: links, share tags and the sitemap use it", async ({
    page,
    baseURL,
  }) => {
    const clean = "/services/laundry-and-dry-cleaning";
    await page.goto("/");
    await followNav(page, "Services");
    const card = page.getByRole("main").getByRole("link", { name: /Laundry & Dry Cleaning/ });
    await expect(card).toHaveAttribute("href", clean);
    await card.click();
    await expect(page).toHaveURL(`${baseURL}${clean}`);
    await expect(page.getByRole("heading", { level: 1, name: "Laundry & Dry Cleaning" })).toBeVisible();

    // What a WhatsApp preview and a search engine read: the page as the server sends it.
    const html = await (await page.request.get(clean)).text();
    expect(html).toContain(`<link rel="canonical" href="${baseURL}${clean}"/>`);
    expect(html).toContain(`<meta property="og:url" content="${baseURL}${clean}"/>`);
    expect(html).not.toContain("laundry-%26");
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${baseURL}${clean}</loc>`);
    expect(sitemap).not.toContain("laundry-%26");
  });

  test("the old address /services/laundry-%26-dry-cleaning is a permanent redirect to the clean one", async ({
    page,
    baseURL,
  }) => {
    const old = await page.request.get("/services/laundry-%26-dry-cleaning?from=whatsapp", {
      maxRedirects: 0,
    });
    expect(old.status()).toBe(301);
    expect(old.headers()["location"]).toBe("/services/laundry-and-dry-cleaning?from=whatsapp");

    const response = await page.goto("/services/laundry-%26-dry-cleaning");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(`${baseURL}/services/laundry-and-dry-cleaning`);
    await expect(page.getByRole("heading", { level: 1, name: "Laundry & Dry Cleaning" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("an unknown category is a real 404 page inside the site", async ({ page }) => {
    const response = await page.goto("/services/no-such-category-anywhere");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page).toHaveTitle(/^Page not found \| /);
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("banner")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("a category card without pictures says No Image Available and links to the category's page", async ({
    page,
    ownAdminApi,
  }) => {
    // What a card shows for a missing name or description is checked where the card is rendered
    // (catalogue-cards.test.ts): the server never stores a category without them.
    const response = await ownAdminApi.post("/api/categories/create", {
      data: {
        name: `Window Washing ${Date.now().toString(36)}`,
        description: "High windows too",
        images: [],
      },
    });
    expect(response.status()).toBe(201);
    const category = (await response.json()) as Category;
    try {
      await page.goto("/");
      await followNav(page, "Services");
      const card = page.getByRole("link", { name: new RegExp(category.name) });
      await expect(card).toContainText("No Image Available");
      await expect(card).toHaveAttribute("href", `/services/${category.slug}`);
    } finally {
      await ownAdminApi.delete(`/api/categories/delete/${category._id}`);
    }
  });

  test("service cards show their price in naira, No Image Available, and only the category's services", async ({
    page,
    ownAdminApi,
  }) => {
    // The defaults for a missing name or description are checked where the card is rendered
    // (catalogue-cards.test.ts): the server never stores a service without them.
    const mark = Date.now().toString(36);
    const made = async (url: string, data: object) => {
      const response = await ownAdminApi.post(url, { data });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()) as { _id: string; name: string; slug?: string };
    };
    const category = await made("/api/categories/create", {
      name: `Post-Construction ${mark}`,
      description: "After the builders leave",
      images: [],
    });
    const other = await made("/api/categories/create", {
      name: `Other ${mark}`,
      description: "Other",
      images: [],
    });
    const services = [
      await made("/api/services/create", {
        name: `Dust Removal ${mark}`,
        description: "Every surface",
        price: 15000,
        category: category._id,
        images: [],
      }),
      await made("/api/services/create", {
        name: `Paint Splash Removal ${mark}`,
        description: "Floors and glass",
        price: 15000.5,
        category: category._id,
        images: [],
      }),
      await made("/api/services/create", {
        name: `Not In This Category ${mark}`,
        description: "Elsewhere",
        price: 100,
        category: other._id,
        images: [],
      }),
    ];
    try {
      await page.goto("/");
      await followNav(page, "Services");
      await page.getByRole("link", { name: new RegExp(category.name) }).click();
      await expect(page).toHaveURL(new RegExp(`/services/${category.slug}$`));
      const cards = page.getByRole("main").getByRole("article");
      await expect(cards).toHaveCount(2);
      const dust = cards.filter({ hasText: `Dust Removal ${mark}` });
      await expect(dust).toContainText("No Image Available");
      await expect(dust).toContainText("₦15,000");
      await expect(cards.filter({ hasText: `Paint Splash Removal ${mark}` })).toContainText("₦15,000.50");
      await expect(page.getByText(`Not In This Category ${mark}`)).toHaveCount(0);
    } finally {
      for (const service of services) await ownAdminApi.delete(`/api/services/delete/${service._id}`);
      for (const made of [category, other]) await ownAdminApi.delete(`/api/categories/delete/${made._id}`);
    }
  });

  test("a category without services says so", async ({ page, ownAdminApi }) => {
    const response = await ownAdminApi.post("/api/categories/create", {
      data: {
        name: `Empty Category ${Date.now().toString(36)}`,
        description: "Nothing here yet",
        images: [],
      },
    });
    expect(response.status()).toBe(201);
    const category = (await response.json()) as Category;
    try {
      await page.goto("/");
      await followNav(page, "Services");
      await page.getByRole("link", { name: new RegExp(category.name) }).click();
      await expect(page.getByText("No services available under this category.")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    } finally {
      await ownAdminApi.delete(`/api/categories/delete/${category._id}`);
    }
  });

  test("failed loads show a toast and never a blank page", async ({ page }) => {
    await page.goto("/");
    await failList(page, "categories", 500);
    await followNav(page, "Services");
    await expect(page.getByText("Failed to load services and categories.").first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();

    await page.unroute("**/api/categories/get");
    const [category] = (await (await page.request.get("/api/categories/get")).json()) as Category[];
    await failList(page, "services", 503);
    await followNav(page, "Home");
    await followNav(page, "Services");
    await page.getByRole("link", { name: new RegExp(category!.name) }).click();
    await expect(page.getByText("Failed to load services.").first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: category!.name })).toBeVisible();
  });
});

test.describe("Services without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an old category address still lands on the clean one, by the server's redirect", async ({
    page,
    baseURL,
  }) => {
    const response = await page.goto("/services/laundry-%26-dry-cleaning");
    expect(response?.request().redirectedFrom()?.url()).toBe(`${baseURL}/services/laundry-%26-dry-cleaning`);
    await expect(page).toHaveURL(`${baseURL}/services/laundry-and-dry-cleaning`);
    await expect(page.getByRole("heading", { level: 1, name: "Laundry & Dry Cleaning" })).toBeVisible();
    const unknown = await page.goto("/services/laundry-and-ironing-nowhere");
    expect(unknown?.status()).toBe(404);
  });
});
