import type { Kysely } from "kysely";
import { todayInLagos } from "../../../shared/lagos-date.ts";
import { nairaToKobo } from "../../../shared/money.ts";
import { categorySlugFor } from "../../../shared/slug.ts";
import { newId } from "../../lib/ids.ts";
import { isUniqueViolation } from "../../lib/unique-violation.ts";
import { bumpCatalogueVersion } from "../catalogue/catalogue.repository.ts";
import { categoryNameKey } from "../categories/categories.repository.ts";
import { storeProcessedImage } from "../images/images.service.ts";
import type { Database } from "../../db/schema.ts";
import { demoCategories } from "./catalogue.ts";
import { drawAvatar, drawScene } from "./pictures.ts";
import { rasteriseApart } from "./rasterise-apart.ts";
import { demoPastWorks, demoTestimonials } from "./stories.ts";

export const welcomeCoupon = "WELCOME10";

async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom("categories").select("id").limit(1).executeTakeFirst()) === undefined;
}

/** Draws every picture first, so the transaction that stores them stays short. */
async function drawAll() {
  const svgs: string[] = [];
  const add = (svg: string) => svgs.push(svg) - 1;
  const categoryPictures = demoCategories.map((category, c) => [
    add(drawScene({ motif: category.motif, label: category.name, variant: c })),
    add(drawScene({ motif: category.motif, label: category.name, variant: c + 1 })),
  ]);
  const servicePictures = demoCategories.map((category, c) =>
    category.services.map((service, s) =>
      add(
        drawScene({
          motif: category.motif,
          label: service.name,
          variant: c + s + 2,
          width: 640,
          height: 480,
        }),
      ),
    ),
  );
  // The finished job first: it is the picture the card shows.
  const workPictures = demoPastWorks.map((work) => [
    add(drawScene({ motif: work.motif, label: `After · ${work.place}`, variant: 1 })),
    add(drawScene({ motif: work.motif, label: `Before · ${work.place}`, before: true })),
  ]);
  const avatars = demoTestimonials.map((person, i) => add(drawAvatar(person.name, i)));
  const pictures = await rasteriseApart(svgs);
  return { pictures, categoryPictures, servicePictures, workPictures, avatars };
}

/**
 * Fills an empty catalogue with the demo company's categories, services, past works, testimonials and
 * the WELCOME10 coupon. Does nothing when categories exist; when two instances start together, the one
 * that commits second finds the catalogue filled and leaves it. True when it seeded.
 */
export async function seedDemoContent(db: Kysely<Database>): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const drawn = await drawAll();
  const base = Date.now() - 60 * 60 * 1000;
  const at = (seconds: number) => new Date(base + seconds * 1000).toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      if (!(await isEmpty(trx))) return false;
      const urls = await Promise.all(drawn.pictures.map((picture) => storeProcessedImage(trx, picture)));
      let tick = 0;
      for (const [c, category] of demoCategories.entries()) {
        const id = newId();
        const created = at(tick++);
        await trx
          .insertInto("categories")
          .values({
            id,
            name: category.name,
            name_key: categoryNameKey(category.name),
            // The demo names are distinct words: their slugs never clash, so no numbering is needed.
            slug: categorySlugFor(category.name),
            description: category.description,
            images: JSON.stringify(drawn.categoryPictures[c]!.map((i) => urls[i])),
            created_at: created,
            updated_at: created,
          })
          .execute();
        for (const [s, service] of category.services.entries()) {
          const serviceCreated = at(tick++);
          await trx
            .insertInto("services")
            .values({
              id: newId(),
              name: service.name,
              description: service.description,
              price_kobo: nairaToKobo(service.price),
              category_id: id,
              images: JSON.stringify([urls[drawn.servicePictures[c]![s]!]]),
              created_at: serviceCreated,
              updated_at: serviceCreated,
            })
            .execute();
        }
      }
      // Past works and testimonials are listed newest first: the first one written here is the newest.
      for (const [w, work] of demoPastWorks.entries()) {
        const created = at(1000 - w);
        await trx
          .insertInto("past_works")
          .values({
            id: newId(),
            title: work.title,
            description: work.description,
            images: JSON.stringify(drawn.workPictures[w]!.map((i) => urls[i])),
            created_at: created,
            updated_at: created,
          })
          .execute();
      }
      for (const [t, person] of demoTestimonials.entries()) {
        const created = at(1000 - t);
        await trx
          .insertInto("testimonials")
          .values({
            id: newId(),
            ...person,
            image: urls[drawn.avatars[t]!]!,
            created_at: created,
            updated_at: created,
          })
          .execute();
      }
      await insertWelcomeCoupon(trx);
      await bumpCatalogueVersion(trx);
      return true;
    });
  } catch (error) {
    if (isUniqueViolation(error, "name_key") || isUniqueViolation(error, "slug")) return false;
    throw error;
  }
}

async function insertWelcomeCoupon(db: Kysely<Database>): Promise<void> {
  const key = welcomeCoupon.toLowerCase();
  if (await db.selectFrom("coupons").select("id").where("code_key", "=", key).executeTakeFirst()) return;
  const today = todayInLagos();
  const [year, rest] = [Number(today.slice(0, 4)), today.slice(4)];
  // 29 February has no twin next year: 28 February then.
  const nextYear = rest === "-02-29" ? `${year + 1}-02-28` : `${year + 1}${rest}`;
  const now = new Date().toISOString();
  await db
    .insertInto("coupons")
    .values({
      id: newId(),
      code: welcomeCoupon,
      code_key: key,
      discount: 10,
      description: "10% off your first booking with us.",
      active: 1,
      expiration_date: nextYear,
      usage_limit: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}
