import type { PastWork, PastWorkInput } from "../../../shared/schemas/past-work.ts";
import { notFound } from "../../lib/http-error.ts";
import { newId } from "../../lib/ids.ts";
import { nowIso } from "../../lib/time.ts";
import { recordAudit, type AuditActor } from "../audit/audit.repository.ts";
import type { Catalogue } from "../catalogue/catalogue.ts";
import {
  deletePastWork,
  findPastWorkById,
  insertPastWork,
  toPastWork,
  updatePastWork,
} from "./past-works.repository.ts";

export const pastWorkNotFound = "Past work not found";

export function createPastWork(
  catalogue: Catalogue,
  actor: AuditActor,
  input: PastWorkInput,
): Promise<PastWork> {
  return catalogue.write(async (trx) => {
    const now = nowIso();
    const row = {
      id: newId(),
      title: input.title,
      description: input.description,
      images: JSON.stringify(input.images),
      created_at: now,
      updated_at: now,
    };
    await insertPastWork(trx, row);
    await recordAudit(trx, actor, {
      action: "create",
      entity: "past-work",
      entityId: row.id,
      details: { title: row.title },
    });
    return toPastWork(row);
  });
}

export function changePastWork(
  catalogue: Catalogue,
  actor: AuditActor,
  id: string,
  input: PastWorkInput,
): Promise<PastWork> {
  return catalogue.write(async (trx) => {
    const existing = await findPastWorkById(trx, id);
    if (!existing) throw notFound(pastWorkNotFound);
    const changes = {
      title: input.title,
      description: input.description,
      images: JSON.stringify(input.images),
      updated_at: nowIso(),
    };
    await updatePastWork(trx, id, changes);
    await recordAudit(trx, actor, {
      action: "update",
      entity: "past-work",
      entityId: id,
      details: { title: changes.title },
    });
    return toPastWork({ ...existing, ...changes });
  });
}

export function removePastWork(catalogue: Catalogue, actor: AuditActor, id: string): Promise<void> {
  return catalogue.write(async (trx) => {
    const existing = await findPastWorkById(trx, id);
    if (!existing) throw notFound(pastWorkNotFound);
    await deletePastWork(trx, id);
    await recordAudit(trx, actor, {
      action: "delete",
      entity: "past-work",
      entityId: id,
      details: { title: existing.title },
    });
  });
}
