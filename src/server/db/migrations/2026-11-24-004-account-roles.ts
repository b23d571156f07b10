// Frozen in time: never import application code here.
import type { Kysely } from "kysely";

/**
 * Accounts get a role (owner or staff), a disabled flag and a must-change-password flag
 * (docs/decisions/018-owner-and-staff-roles.md). Every account that existed had full powers, so each
 * becomes an owner; the column's default is the narrower role, so a row written without one gets less.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("admin_users")
    .addColumn("role", "text", (c) => c.notNull().defaultTo("staff"))
    .execute();
  await db.schema
    .alterTable("admin_users")
    .addColumn("disabled", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("admin_users")
    .addColumn("must_change_password", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.updateTable("admin_users").set({ role: "owner" }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ["must_change_password", "disabled", "role"]) {
    await db.schema.alterTable("admin_users").dropColumn(column).execute();
  }
}
