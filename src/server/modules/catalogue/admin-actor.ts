import type { FastifyRequest } from "fastify";
import type { AuditActor } from "../audit/audit.repository.ts";

/** The signed-in admin as the audit trail records them; only called behind requireAdmin. */
export function actorOf(request: FastifyRequest): AuditActor {
  const admin = request.admin;
  if (!admin) throw new Error("actorOf called without a signed-in admin");
  return { id: admin.id, email: admin.email };
}
