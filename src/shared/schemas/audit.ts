import { z } from "zod";

/** One line of the audit trail: who did what to which record, and when. */
export const auditEntry = z.object({
  _id: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  /** The entry in words, naming the record ("Deactivated coupon LAGOS10"): src/shared/rules/audit.ts. */
  summary: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditListLimit = 100;
