// Category slugs (decision 010): made from the name, unique, typed by the owner, kept on rename,
// and every former slug remembered for the public page's permanent redirect.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  categorySlugInvalid,
  categorySlugTaken,
  categorySlugTooLong,
} from "../../../shared/rules/catalogue.ts";
import { categorySlugMaxLength } from "../../../shared/rules/category-slug.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { catalogueVersion, requester, type Json } from "../../test/catalogue-test-kit.ts";

let t: TestApp;
let api: ReturnType<typeof requester>;
beforeAll(async () => {
  t = await createTestApp();
  const cookie = await t.signIn();
  api = requester(t, () => cookie);
});
afterAll(() => t.close());

const base = { description: "Made by the slug tests", images: [] };
let refusals = 0;

async function create(fields: Json) {
  const response = await api.post("/api/categories/create", { ...base, ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string; name: string; slug: string };
}

const update = (id: string, fields: Json) => api.put(`/api/categories/update/${id}`, { ...base, ...fields });

/** Former slugs as the public page loader sees them: slug → category id. */
async function formerSlugs(): Promise<Record<string, string>> {
  const list = await t.app.catalogue.formerCategorySlugs();
  return Object.fromEntries(list.map((entry) => [entry.slug, entry.categoryId]));
}

async function listed(id: string) {
  const list = (await api.get("/api/categories/get")).json() as { _id: string; slug: string }[];
  return list.find((category) => category._id === id);
}

describe("category slugs", () => {
  it("makes a clean slug from the name: & as and, accents as ASCII, a fallback when nothing is usable", async () => {
    const laundry = await create({ name: "Laundry & Dry Cleaning" });
    expect(laundry.slug).toBe("laundry-and-dry-cleaning");
    expect((await listed(laundry._id))?.slug).toBe("laundry-and-dry-cleaning");
    expect((await create({ name: "Crème Brûlée Care" })).slug).toBe("creme-brulee-care");
    expect((await create({ name: "Ọ̀ṣẹ Ìfọṣọ" })).slug).toBe("ose-ifoso");
    expect((await create({ name: "清洁服务" })).slug).toBe("category");
    expect((await create({ name: "★ ★ ★" })).slug).toBe("category-2");
  });

  it("numbers a slug made from the name when it is taken: -2, -3", async () => {
    const first = await create({ name: "Sofa & Rug Care" });
    const second = await create({ name: "Sofa and Rug Care" });
    const third = await create({ name: "Sofa and Rug Care!" });
    expect([first.slug, second.slug, third.slug]).toEqual([
      "sofa-and-rug-care",
      "sofa-and-rug-care-2",
      "sofa-and-rug-care-3",
    ]);
  });

  it("uses the slug the owner types, and refuses one another category has with 409, storing nothing", async () => {
    const typed = await create({ name: "Window Care", slug: "glass-and-windows" });
    expect(typed.slug).toBe("glass-and-windows");

    const version = await catalogueVersion(t);
    const taken = await api.post("/api/categories/create", {
      ...base,
      name: "Glass Care",
      slug: "glass-and-windows",
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(categorySlugTaken);
    expect(await catalogueVersion(t)).toBe(version);

    const other = await create({ name: "Balcony Care" });
    const clash = await update(other._id, { name: "Balcony Care", slug: "glass-and-windows" });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(categorySlugTaken);
    expect((await listed(other._id))?.slug).toBe("balcony-care");
  });

  it.each([
    ["capital letters", "Glass-Care", categorySlugInvalid],
    ["spaces", "glass care", categorySlugInvalid],
    ["two hyphens in a row", "glass--care", categorySlugInvalid],
    ["a leading hyphen", "-glass", categorySlugInvalid],
    ["an accented letter", "café", categorySlugInvalid],
    ["punctuation", "glass&care", categorySlugInvalid],
    ["a NUL character", "glass\u0000care", categorySlugInvalid],
    ["a number instead of text", 42, categorySlugInvalid],
    ["too many characters", "a".repeat(categorySlugMaxLength + 1), categorySlugTooLong],
  ])("refuses a typed slug with %s: 400 with a message, nothing stored", async (_label, slug, message) => {
    const version = await catalogueVersion(t);
    const created = await api.post("/api/categories/create", { ...base, name: "Refused Slug", slug });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe(message);
    const existing = await create({ name: `Refused Slug Edit ${++refusals}` });
    const edited = await update(existing._id, { name: "Refused Slug Edit", slug });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().message).toBe(message);
    expect((await listed(existing._id))?.slug).toBe(existing.slug);
    expect(await catalogueVersion(t)).toBe(version + 1);
  });

  it("keeps the slug when the category is renamed, and keeps the old one when the owner changes it", async () => {
    const category = await create({ name: "Carpet Cleaning" });
    const renamed = await update(category._id, { name: "Carpet & Rug Cleaning" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: "Carpet & Rug Cleaning", slug: "carpet-cleaning" });
    // A blank slug on update means "keep it", as the form sends when the owner clears the field.
    const blank = await update(category._id, { name: "Carpet & Rug Cleaning", slug: "  " });
    expect(blank.json().slug).toBe("carpet-cleaning");
    expect(await formerSlugs()).not.toHaveProperty("carpet-cleaning");

    const moved = await update(category._id, {
      name: "Carpet & Rug Cleaning",
      slug: "carpet-and-rug-cleaning",
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().slug).toBe("carpet-and-rug-cleaning");
    expect((await listed(category._id))?.slug).toBe("carpet-and-rug-cleaning");
    const again = await update(category._id, { name: "Carpets", slug: "carpets" });
    expect(again.json().slug).toBe("carpets");
    // Every slug it ever had now leads to it.
    expect(await formerSlugs()).toMatchObject({
      "carpet-cleaning": category._id,
      "carpet-and-rug-cleaning": category._id,
    });

    // Taking an old slug back makes it current again, no longer a redirect.
    await update(category._id, { name: "Carpets", slug: "carpet-cleaning" });
    const former = await formerSlugs();
    expect(former).not.toHaveProperty("carpet-cleaning");
    expect(former).toMatchObject({ carpets: category._id, "carpet-and-rug-cleaning": category._id });
  });

  it("does not hand another category's old links to a new one unless the owner types that slug", async () => {
    const old = await create({ name: "Pool Cleaning" });
    await update(old._id, { name: "Pool Cleaning", slug: "pools" });
    const newcomer = await create({ name: "Pool Cleaning Plus" });
    await update(newcomer._id, { name: "Pool Cleaning" }).then((r) => expect(r.statusCode).toBe(409));
    const sameName = await create({ name: "pool  cleaning!" });
    expect(sameName.slug).toBe("pool-cleaning-2");
    expect((await formerSlugs())["pool-cleaning"]).toBe(old._id);

    const claimed = await update(newcomer._id, { name: "Pool Cleaning Plus", slug: "pool-cleaning" });
    expect(claimed.json().slug).toBe("pool-cleaning");
    expect(await formerSlugs()).not.toHaveProperty("pool-cleaning");
    expect((await formerSlugs())["pool-cleaning-plus"]).toBe(newcomer._id);
  });

  it("forgets a category's former slugs when it is deleted", async () => {
    const category = await create({ name: "Gutter Cleaning" });
    await update(category._id, { name: "Gutter Cleaning", slug: "gutters" });
    expect((await formerSlugs())["gutter-cleaning"]).toBe(category._id);
    expect((await api.del(`/api/categories/delete/${category._id}`)).statusCode).toBe(200);
    expect(await formerSlugs()).not.toHaveProperty("gutter-cleaning");
  });

  it("moves the catalogue version on every category save, so no cached page outlives a rename", async () => {
    const category = await create({ name: "Mattress Cleaning" });
    let version = await catalogueVersion(t);
    for (const change of [
      { name: "Mattress Cleaning" },
      { name: "Mattress & Bed Cleaning" },
      { name: "Mattress & Bed Cleaning", slug: "mattresses" },
    ]) {
      expect((await update(category._id, change)).statusCode).toBe(200);
      const next = await catalogueVersion(t);
      expect(next).toBeGreaterThan(version);
      expect(t.app.catalogue.version()).toBe(next);
      version = next;
    }
  });

  it("answers two owners typing the same slug at once with one 201 and one 409, never a 500", async () => {
    const answers = await Promise.all(
      ["Tile Care", "Tile Polish"].map((name) =>
        api.post("/api/categories/create", { ...base, name, slug: "tiles" }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().message).toBe(categorySlugTaken);
  });
});
