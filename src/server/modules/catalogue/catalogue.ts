import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely, Transaction } from "kysely";
import type { Category, FormerCategorySlug } from "../../../shared/schemas/category.ts";
import type { PastWork } from "../../../shared/schemas/past-work.ts";
import type { Service } from "../../../shared/schemas/service.ts";
import type { SiteSettings } from "../../../shared/schemas/settings.ts";
import type { Testimonial } from "../../../shared/schemas/testimonial.ts";
import type { Database } from "../../db/schema.ts";
import { compressToKeepSync, negotiate } from "../../lib/compression.ts";
import { listCategories, listFormerSlugs } from "../categories/categories.repository.ts";
import { listPastWorks } from "../past-works/past-works.repository.ts";
import { listServices } from "../services/services.repository.ts";
import { readSettings } from "../settings/settings.repository.ts";
import { listTestimonials } from "../testimonials/testimonials.repository.ts";
import { bumpCatalogueVersion, readCatalogueVersion } from "./catalogue.repository.ts";

/** How stale a copy may get before the shared version is read again: another instance's write shows within a second. */
const recheckMs = 500;

const loaders = {
  categories: listCategories,
  services: listServices,
  pastWorks: listPastWorks,
  testimonials: listTestimonials,
  formerCategorySlugs: listFormerSlugs,
  settings: readSettings,
};
type Lists = {
  categories: Category[];
  services: Service[];
  pastWorks: PastWork[];
  testimonials: Testimonial[];
  formerCategorySlugs: FormerCategorySlug[];
  /** The business's settings (decision 019): public content like the lists, so they share their version. */
  settings: SiteSettings;
};
export type CatalogueList = keyof Lists;

/** One public list (or the settings) as the API sends it: serialised, tagged and compressed once per version. */
export type CatalogueCopy<T = unknown> = {
  data: T;
  body: string;
  etag: string;
  encoded: { br?: Buffer; gzip?: Buffer };
};

export type Catalogue = {
  categories(): Promise<Category[]>;
  services(): Promise<Service[]>;
  pastWorks(): Promise<PastWork[]>;
  testimonials(): Promise<Testimonial[]>;
  /** The slugs categories had before, for the category page's redirects; not served by the API. */
  formerCategorySlugs(): Promise<FormerCategorySlug[]>;
  settings(): Promise<SiteSettings>;
  /** Changes whenever any list changes, here or on another instance; never waits. */
  version(): number;
  copy<K extends CatalogueList>(name: K): Promise<CatalogueCopy<Lists[K]>>;
  /** Runs a catalogue write in a transaction that also moves the shared version on, then drops the copies. */
  write<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
  close(): void;
};

/**
 * In-memory copies of the four public lists, the categories' former slugs and the business's settings. Writes on this instance drop them at once; writes on
 * other instances (which share the database) are noticed by re-reading the `cache_versions` row at
 * most every half second, on a timer and before any read that finds the last check too old.
 */
export function createCatalogue(db: Kysely<Database>): Catalogue {
  let known = 0;
  let checkedAt = 0;
  let checking: Promise<void> | null = null;
  let writes = 0;
  const copies = new Map<CatalogueList, Promise<CatalogueCopy>>();

  const adopt = (version: number) => {
    if (version === known) return;
    known = version;
    copies.clear();
  };

  const check = (force = false): Promise<void> => {
    if (!force && Date.now() - checkedAt < recheckMs) return Promise.resolve();
    const writesBefore = writes;
    checking ??= readCatalogueVersion(db)
      .then((version) => {
        // A read that raced a local write may hold the version from before it: the write's own is newer.
        if (writes !== writesBefore) return;
        checkedAt = Date.now();
        adopt(version);
      })
      .finally(() => {
        checking = null;
      });
    return checking;
  };

  const timer = setInterval(() => void check(true).catch(() => undefined), recheckMs);
  timer.unref();

  async function copy<K extends CatalogueList>(name: K): Promise<CatalogueCopy<Lists[K]>> {
    await check();
    let pending = copies.get(name);
    if (!pending) {
      pending = loaders[name](db).then((data: unknown) => {
        const body = JSON.stringify(data);
        const etag = `"${createHash("sha1").update(body).digest("base64url").slice(0, 27)}"`;
        return { data, body, etag, encoded: {} };
      });
      copies.set(name, pending);
      // A failed read is not kept: the next request tries again.
      pending.catch(() => {
        if (copies.get(name) === pending) copies.delete(name);
      });
    }
    return pending as Promise<CatalogueCopy<Lists[K]>>;
  }

  // Loaders get their own copy: a page that sorts or trims a list must not change it for the next one.
  const own = async <K extends CatalogueList>(name: K) => structuredClone((await copy(name)).data);

  return {
    categories: () => own("categories"),
    services: () => own("services"),
    pastWorks: () => own("pastWorks"),
    testimonials: () => own("testimonials"),
    formerCategorySlugs: () => own("formerCategorySlugs"),
    settings: () => own("settings"),
    version() {
      void check().catch(() => undefined);
      return known;
    },
    copy,
    async write(work) {
      let version = 0;
      const result = await db.transaction().execute(async (trx) => {
        const value = await work(trx);
        version = await bumpCatalogueVersion(trx);
        return value;
      });
      writes++;
      checkedAt = Date.now();
      adopt(version);
      // Two writes can commit in either order: whatever this one missed, the next check finds.
      copies.clear();
      return result;
    },
    close() {
      clearInterval(timer);
    },
  };
}

/** What page loaders see: the lists and their version, never the write side. */
export type PublicCatalogue = Pick<
  Catalogue,
  "categories" | "services" | "pastWorks" | "testimonials" | "formerCategorySlugs" | "settings" | "version"
>;

/** Answers a public list with its ETag, or 304 when the client already holds this version. */
export function sendCopy(request: FastifyRequest, reply: FastifyReply, copy: CatalogueCopy) {
  // no-cache: browsers keep the list but ask every time, so a write shows on the next request.
  reply.header("etag", copy.etag).header("cache-control", "no-cache").header("vary", "accept-encoding");
  const tags = (request.headers["if-none-match"] ?? "")
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""));
  if (tags.includes(copy.etag)) return reply.code(304).send();
  reply.type("application/json; charset=utf-8");
  const encoding = copy.body.length < 1024 ? "identity" : negotiate(request.headers["accept-encoding"]);
  if (encoding === "identity") return reply.send(copy.body);
  // Compressed once per version rather than on every request (the compress plugin skips encoded replies).
  const encoded = (copy.encoded[encoding] ??= compressToKeepSync(copy.body, encoding));
  return reply.header("content-encoding", encoding).send(encoded);
}
