import { z } from "zod";
import { cursorNotValid, readCursor } from "../rules/paging.ts";

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

/** `GET /api/audit/get?before=…`: the entries older than the cursor of the last one shown. */
export const auditListQuery = z.object({
  before: z
    .string({ error: cursorNotValid })
    .max(200, cursorNotValid)
    .refine((text) => readCursor(text) !== null, cursorNotValid)
    .optional(),
});
export type AuditListQuery = z.infer<typeof auditListQuery>;
