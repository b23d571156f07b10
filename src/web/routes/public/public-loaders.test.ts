import { describe, expect, it, vi } from "vitest";
import type { Category, FormerCategorySlug } from "~/shared/schemas/category";
import type { Service } from "~/shared/schemas/service";
import type { SiteSettings } from "~/shared/schemas/settings";
import { defaultSettings } from "~/shared/settings-defaults";
import { slugify } from "~/shared/slug";
import { loader as rootLoader } from "../../root";
import { loader as homeLoader, meta as homeMeta } from "./home";
import { loader as worksLoader } from "./our-works";
import { loader as robotsLoader } from "./robots";
import { loader as categoryLoader, meta as categoryMeta } from "./service-category";
import { loader as servicesLoader } from "./services";
import { loader as sitemapLoader } from "./sitemap";

// The server-side loaders of the public pages, on a catalogue that answers or fails as each test needs.

const origin = "https://sparkle.example";
const fail = () => Promise.reject(new Error("database unavailable"));

const category = (name: string, description = "Described", slug = slugify(name)): Category => ({
  _id: `id-${name}`,
  name,
  slug,
  description,
  images: [],
});
const service = (name: string, of: Category | null): Service => ({
  _id: `s-${name}`,
  name,
  description: "",
  price: 5000,
  category: of && { _id: of._id, name: of.name },
  oneOff: false,
  images: [],
});

type Catalogue = {
  categories: () => Promise<Category[]>;
  services: () => Promise<Service[]>;
  pastWorks: () => Promise<unknown[]>;
  testimonials: () => Promise<unknown[]>;
  formerCategorySlugs: () => Promise<FormerCategorySlug[]>;
  settings: () => Promise<SiteSettings>;
};

function args(catalogue: Partial<Catalogue>, params: Record<string, string> = {}, path = "/") {
  const full: Catalogue = {
    categories: async () => [],
    services: async () => [],
    pastWorks: async () => [],
    testimonials: async () => [],
    formerCategorySlugs: async () => [],
    settings: async () => defaultSettings,
    ...catalogue,
  };
  return {
    request: new Request(`${origin}${path}`),
    params,
    context: { origin, services: { catalogue: { ...full, version: () => 1 } } },
  } as never;
}

/** A loader's data, and whether the answer forbids caching (pages rendered while a list failed). */
async function load<T extends object>(result: Promise<T | { data: T; init: ResponseInit | null }>) {
  const value = await result;
  if ("init" in value && "data" in value) {
    const headers = new Headers(value.init?.headers);
    return { ...value.data, noStore: headers.get("cache-control") === "no-store" };
  }
  return { ...(value as T), noStore: false };
}

describe("public page loaders on the server", () => {
  vi.spyOn(console, "error").mockImplementation(() => {});

  it("home keeps 9 complete categories, and a failed load becomes the toast text, not an error page", async () => {
    const list = [category("", "nameless"), ...Array.from({ length: 10 }, (_, i) => category(`C${i}`))];
    const ok = await load(homeLoader(args({ categories: async () => list })));
    expect(ok.categories.map((c) => c.name)).toEqual(["C0", "C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8"]);
    expect(ok.error).toBeNull();
    expect(ok.noStore).toBe(false);

    const failed = await load(homeLoader(args({ categories: fail, testimonials: fail })));
    expect(failed).toMatchObject({
      categories: [],
      testimonials: [],
      error: "Failed to load categories.",
      // The HTML cache must not keep a page that shows a failure.
      noStore: true,
    });
  });

  it("a testimonial failure alone shows nothing to the visitor", async () => {
    const result = await load(homeLoader(args({ testimonials: fail })));
    expect(result.error).toBeNull();
    expect(result.testimonials).toEqual([]);
  });

  it("services and our works turn failures into their toast texts", async () => {
    expect(await load(servicesLoader(args({ categories: fail })))).toMatchObject({
      categories: [],
      error: "Failed to load services and categories.",
      noStore: true,
    });
    expect(await load(worksLoader(args({ pastWorks: fail })))).toMatchObject({
      works: [],
      error: "Failed to load past projects.",
      noStore: true,
    });
  });

  it("a category page lists only its own services, matched by slug", async () => {
    const post = category("Post-Construction Cleaning");
    const other = category("Laundry");
    const result = await load(
      categoryLoader(
        args(
          {
            categories: async () => [other, post],
            services: async () => [
              service("Paint removal", post),
              service("Ironing", other),
              service("Orphan", null),
            ],
          },
          { category: "post-construction-cleaning" },
        ),
      ),
    );
    expect(result.category?.name).toBe("Post-Construction Cleaning");
    expect(result.services.map((s) => s.name)).toEqual(["Paint removal"]);
    expect(result.error).toBeNull();
  });

  it("a former slug, or the current one in capitals, is a 301 to the current slug, query kept", async () => {
    const laundry = category("Laundry & Dry Cleaning");
    const catalogue = {
      categories: async () => [laundry],
      formerCategorySlugs: async () => [{ slug: "laundry-&-dry-cleaning", categoryId: laundry._id }],
    };
    for (const [param, path] of [
      ["laundry-&-dry-cleaning", "/services/laundry-%26-dry-cleaning?utm_source=whatsapp"],
      ["LAUNDRY-AND-DRY-CLEANING", "/services/LAUNDRY-AND-DRY-CLEANING?utm_source=whatsapp"],
    ] as const) {
      const thrown = await categoryLoader(args(catalogue, { category: param }, path)).catch(
        (error: unknown) => error,
      );
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(301);
      expect((thrown as Response).headers.get("location")).toBe(
        "/services/laundry-and-dry-cleaning?utm_source=whatsapp",
      );
    }
    const page = await load(categoryLoader(args(catalogue, { category: "laundry-and-dry-cleaning" })));
    expect(page.category?.name).toBe("Laundry & Dry Cleaning");
  });

  it("a former slug of a category that is gone is a 404", async () => {
    const thrown = await categoryLoader(
      args(
        {
          categories: async () => [category("Laundry")],
          formerCategorySlugs: async () => [{ slug: "old-laundry", categoryId: "id-deleted" }],
        },
        { category: "old-laundry" },
      ),
    ).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it("an unknown category slug is a 404", async () => {
    const thrown = await categoryLoader(
      args({ categories: async () => [category("Laundry")] }, { category: "window-washing" }),
    ).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it("a category page whose lists fail shows Failed to load services. instead of a 404", async () => {
    const result = await load(
      categoryLoader(args({ categories: fail, services: fail }, { category: "laundry" })),
    );
    expect(result).toMatchObject({
      category: null,
      services: [],
      error: "Failed to load services.",
      noStore: true,
    });
  });

  it("the sitemap lists the fixed pages and each named category by its slug, even without the catalogue", async () => {
    const response = (await sitemapLoader(
      args({
        categories: async () => [
          category("Home Cleaning", "Homes", "our-homes"),
          category("Laundry & Dry Cleaning"),
          category("", "Nameless", ""),
        ],
      }),
    )) as Response;
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    expect(xml).toContain(`<loc>${origin}/</loc>`);
    expect(xml).toContain(`<loc>${origin}/our-works</loc>`);
    expect(xml).toContain(`<loc>${origin}/services/our-homes</loc>`);
    expect(xml).toContain(`<loc>${origin}/services/laundry-and-dry-cleaning</loc>`);
    expect(xml).not.toContain("%26");
    expect(xml.match(/<loc>/g)).toHaveLength(10);

    const fallback = await ((await sitemapLoader(args({ categories: fail }))) as Response).text();
    expect(fallback).toContain(`<loc>${origin}/services</loc>`);
  });

  it("the root loader gives the site's origin once, and each page's links are absolute on it", async () => {
    const root = await rootLoader(args({ settings: async () => defaultSettings }));
    expect(root).toEqual({ origin, settings: defaultSettings });
    // What `meta` receives: the root's match first, then the layout's and the page's.
    const matches = [{ id: "root", loaderData: root }, { id: "routes/public/layout" }];
    const tags = (descriptors: object[] | undefined) => JSON.stringify(descriptors);

    const home = tags(homeMeta({ matches, data: undefined } as never));
    expect(home).toContain(`"rel":"canonical","href":"${origin}/"`);
    expect(home).toContain(`"property":"og:url","content":"${origin}/"`);
    expect(home).toContain(`"url":"${origin}/"`);

    const laundry = await load(
      categoryLoader(args({ categories: async () => [category("Laundry")] }, { category: "laundry" })),
    );
    const page = tags(categoryMeta({ matches, data: laundry } as never));
    expect(page).toContain(`"rel":"canonical","href":"${origin}/services/laundry"`);
    expect(page).toContain(`"property":"og:url","content":"${origin}/services/laundry"`);
  });

  it("robots.txt points at the sitemap on the site's own origin", async () => {
    const text = await ((await robotsLoader(args({}))) as Response).text();
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(text).toContain("Disallow: /admin-dashboard");
  });
});
