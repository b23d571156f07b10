import type { Kysely } from "kysely";
import type { AdminUser } from "../../../shared/schemas/user.ts";
import type { AdminUserRow, AdminUserUpdate, Database, NewAdminUser } from "../../db/schema.ts";

export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    profileImage: row.profile_image,
    role: "admin",
  };
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
