import type { Kysely } from "kysely";
import type { Role } from "../../../shared/rules/roles.ts";
import type { AdminUser } from "../../../shared/schemas/user.ts";
import type { AdminUserRow, AdminUserUpdate, Database, NewAdminUser } from "../../db/schema.ts";

export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    profileImage: row.profile_image,
    role: roleOf(row),
    mustChangePassword: row.must_change_password === 1,
  };
}

/** A stored role the rules do not know (written by hand, or by a later version) gets the narrower one. */
export function roleOf(row: Pick<AdminUserRow, "role">): Role {
  return row.role === "owner" ? "owner" : "staff";
}

export function findUserByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom("admin_users").selectAll().where("email", "=", email.toLowerCase()).executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: string) {
  return db.selectFrom("admin_users").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function countUsers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("admin_users")
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertUser(db: Kysely<Database>, user: NewAdminUser): Promise<void> {
  await db.insertInto("admin_users").values(user).execute();
}

export async function updateUser(db: Kysely<Database>, id: string, changes: AdminUserUpdate): Promise<void> {
  await db.updateTable("admin_users").set(changes).where("id", "=", id).execute();
}

/** Every account, owners first, then by name. */
export function listUsers(db: Kysely<Database>) {
  return db
    .selectFrom("admin_users")
    .selectAll()
    .orderBy("role", "asc")
    .orderBy("first_name", "asc")
    .orderBy("last_name", "asc")
    .orderBy("id", "asc")
    .execute();
}

/**
 * The ids of the active owners, with their rows locked until the transaction ends, so two owners
 * disabling each other at the same moment cannot both succeed and leave none. NOTE: a no-op update takes
 * the locks on both databases (PostgreSQL row locks; SQLite's write lock), where SELECT … FOR UPDATE
 * exists only on PostgreSQL.
 */
export async function lockActiveOwners(db: Kysely<Database>): Promise<string[]> {
  await db
    .updateTable("admin_users")
    .set((eb) => ({ role: eb.ref("role") }))
    .where("role", "=", "owner")
    .where("disabled", "=", 0)
    .execute();
  const rows = await db
    .selectFrom("admin_users")
    .select("id")
    .where("role", "=", "owner")
    .where("disabled", "=", 0)
    .execute();
  return rows.map((row) => row.id);
}
