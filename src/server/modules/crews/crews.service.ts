import type { Kysely } from "kysely";
import { crewNameKey, crewNameTaken, crewNotFound } from "../../../shared/rules/crews.ts";
import type { Crew, CrewCreateInput, CrewUpdateInput } from "../../../shared/schemas/crew.ts";
import type { Database } from "../../db/schema.ts";
import { conflict, notFound } from "../../lib/http-error.ts";
import { newId } from "../../lib/ids.ts";
import { nowIso } from "../../lib/time.ts";
import { isUniqueViolation } from "../../lib/unique-violation.ts";
import { recordAudit, type AuditActor } from "../audit/audit.repository.ts";
import {
  findCrewById,
  findCrewByNameKey,
  insertCrew,
  listCrews,
  toCrew,
  updateCrew,
} from "./crews.repository.ts";

const taken = () => conflict(crewNameTaken, { fields: { name: crewNameTaken } });

export async function allCrews(db: Kysely<Database>): Promise<Crew[]> {
  return (await listCrews(db)).map(toCrew);
}

export async function addCrew(
  db: Kysely<Database>,
  actor: AuditActor,
  input: CrewCreateInput,
): Promise<Crew> {
  const nameKey = crewNameKey(input.name);
  if (await findCrewByNameKey(db, nameKey)) throw taken();
  const now = nowIso();
  const row = {
    id: newId(),
    name: input.name,
    name_key: nameKey,
    lead_phone: input.leadPhone,
    active: input.active ? 1 : 0,
    created_at: now,
    updated_at: now,
  };
  try {
    await db.transaction().execute(async (trx) => {
      await insertCrew(trx, row);
      await recordAudit(trx, actor, {
        action: "create",
        entity: "crew",
        entityId: row.id,
        details: { name: row.name, leadPhone: row.lead_phone, active: input.active },
      });
    });
  } catch (error) {
    // Another request took the name between the check and the write.
    if (isUniqueViolation(error, "name_key")) throw taken();
    throw error;
  }
  return toCrew(row);
}

/** Renames a crew, changes its lead's phone, or switches it on or off; the jobs it has stay its own. */
export async function changeCrew(
  db: Kysely<Database>,
  actor: AuditActor,
  id: string,
  input: CrewUpdateInput,
): Promise<Crew> {
  try {
    await db.transaction().execute(async (trx) => {
      const row = await findCrewById(trx, id);
      if (!row) throw notFound(crewNotFound);
      const name = input.name ?? row.name;
      const active = input.active ?? Number(row.active) === 1;
      const wasActive = Number(row.active) === 1;
      await updateCrew(trx, id, {
        name,
        name_key: crewNameKey(name),
        lead_phone: input.leadPhone ?? row.lead_phone,
        active: active ? 1 : 0,
        updated_at: nowIso(),
      });
      await recordAudit(trx, actor, {
        action: active === wasActive ? "update" : active ? "activate" : "deactivate",
        entity: "crew",
        entityId: id,
        details: { name, ...(name !== row.name ? { previousName: row.name } : {}) },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, "name_key")) throw taken();
    throw error;
  }
  return toCrew((await findCrewById(db, id))!);
}
