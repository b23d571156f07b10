import type { Testimonial, TestimonialInput } from "../../../shared/schemas/testimonial.ts";
import { notFound } from "../../lib/http-error.ts";
import { newId } from "../../lib/ids.ts";
import { nowIso } from "../../lib/time.ts";
import { recordAudit, type AuditActor } from "../audit/audit.repository.ts";
import type { Catalogue } from "../catalogue/catalogue.ts";
import {
  deleteTestimonial,
  findTestimonialById,
  insertTestimonial,
  toTestimonial,
  updateTestimonial,
} from "./testimonials.repository.ts";

export const testimonialNotFound = "Testimonial not found";

const fieldsOf = (input: TestimonialInput, now: string) => ({
  name: input.name,
  role: input.role,
  feedback: input.feedback,
  image: input.image,
  updated_at: now,
});

export function createTestimonial(
  catalogue: Catalogue,
  actor: AuditActor,
  input: TestimonialInput,
): Promise<Testimonial> {
  return catalogue.write(async (trx) => {
    const now = nowIso();
    const row = { id: newId(), created_at: now, ...fieldsOf(input, now) };
    await insertTestimonial(trx, row);
    await recordAudit(trx, actor, {
      action: "create",
      entity: "testimonial",
      entityId: row.id,
      details: { name: row.name },
    });
    return toTestimonial(row);
  });
}

export function changeTestimonial(
  catalogue: Catalogue,
  actor: AuditActor,
  id: string,
  input: TestimonialInput,
): Promise<Testimonial> {
  return catalogue.write(async (trx) => {
    const existing = await findTestimonialById(trx, id);
    if (!existing) throw notFound(testimonialNotFound);
    const changes = fieldsOf(input, nowIso());
    await updateTestimonial(trx, id, changes);
    await recordAudit(trx, actor, {
      action: "update",
      entity: "testimonial",
      entityId: id,
      details: { name: changes.name },
    });
    return toTestimonial({ ...existing, ...changes });
  });
}

export function removeTestimonial(catalogue: Catalogue, actor: AuditActor, id: string): Promise<void> {
  return catalogue.write(async (trx) => {
    const existing = await findTestimonialById(trx, id);
    if (!existing) throw notFound(testimonialNotFound);
    await deleteTestimonial(trx, id);
    await recordAudit(trx, actor, {
      action: "delete",
      entity: "testimonial",
      entityId: id,
      details: { name: existing.name },
    });
  });
}
