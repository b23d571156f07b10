import type { Kysely, Selectable } from "kysely";
import type { Testimonial } from "../../../shared/schemas/testimonial.ts";
import type { Database, TestimonialsTable } from "../../db/schema.ts";

export type TestimonialRow = Selectable<TestimonialsTable>;

export function toTestimonial(row: TestimonialRow): Testimonial {
  return { _id: row.id, name: row.name, role: row.role, feedback: row.feedback, image: row.image };
}

/** Newest first: fresh praise reads as a busy, trusted business. */
export async function listTestimonials(db: Kysely<Database>): Promise<Testimonial[]> {
  const rows = await db
    .selectFrom("testimonials")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map(toTestimonial);
}

export function findTestimonialById(db: Kysely<Database>, id: string) {
  return db.selectFrom("testimonials").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertTestimonial(db: Kysely<Database>, row: TestimonialRow): Promise<void> {
  await db.insertInto("testimonials").values(row).execute();
}

export async function updateTestimonial(
  db: Kysely<Database>,
  id: string,
  changes: Pick<TestimonialRow, "name" | "role" | "feedback" | "image" | "updated_at">,
): Promise<void> {
  await db.updateTable("testimonials").set(changes).where("id", "=", id).execute();
}

export async function deleteTestimonial(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom("testimonials").where("id", "=", id).execute();
}
