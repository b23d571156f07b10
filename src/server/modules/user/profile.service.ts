import type { Kysely } from "kysely";
import type { PasswordUpdateInput, ProfileUpdateInput } from "../../../shared/schemas/user.ts";
import { samePasswordAgain } from "../../../shared/rules/accounts.ts";
import type { AdminUserRow, Database } from "../../db/schema.ts";
import { badRequest, conflict } from "../../lib/http-error.ts";
import { nowIso } from "../../lib/time.ts";
import { isUniqueViolation } from "../../lib/unique-violation.ts";
import { recordAudit } from "../audit/audit.repository.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { deleteOtherSessions } from "./session.repository.ts";
import { findUserByEmail, findUserById, updateUser } from "./user.repository.ts";

export const emailTaken = "Another admin already uses this email address.";
export const wrongCurrentPassword = "Current password is incorrect.";

/** Changes the admin's own name, email and picture; an email another admin holds is refused. */
export async function updateProfile(db: Kysely<Database>, admin: AdminUserRow, input: ProfileUpdateInput) {
  const email = input.email.toLowerCase();
  const holder = await findUserByEmail(db, email);
  if (holder && holder.id !== admin.id) throw conflict(emailTaken, { fields: { email: emailTaken } });
  const changes = {
    first_name: input.firstName,
    last_name: input.lastName,
    email,
    ...(input.profileImage === undefined ? {} : { profile_image: input.profileImage }),
    updated_at: nowIso(),
  };
  try {
    await db.transaction().execute(async (trx) => {
      await updateUser(trx, admin.id, changes);
      await recordAudit(trx, admin, {
        action: "update",
        entity: "profile",
        entityId: admin.id,
        details: {
          firstName: input.firstName,
          lastName: input.lastName,
          email,
          ...(email !== admin.email ? { previousEmail: admin.email } : {}),
          ...(input.profileImage !== undefined && input.profileImage !== admin.profile_image
            ? { profileImage: input.profileImage }
            : {}),
        },
      });
    });
  } catch (error) {
    // Another admin took the address between the check and the write.
    if (isUniqueViolation(error, "email")) throw conflict(emailTaken, { fields: { email: emailTaken } });
    throw error;
  }
  return (await findUserById(db, admin.id))!;
}

/**
 * Replaces the admin's password after checking the current one, and ends every other session of
 * theirs so a stolen session does not outlive the change. The session making the change stays.
 */
export async function changePassword(
  db: Kysely<Database>,
  admin: AdminUserRow,
  input: PasswordUpdateInput,
  keepSessionToken: string | undefined,
): Promise<void> {
  if (!(await verifyPassword(admin.password_hash, input.currentPassword)))
    throw badRequest(wrongCurrentPassword, { fields: { currentPassword: wrongCurrentPassword } });
  // Keeping a one-time password someone else has seen would defeat the change it asks for.
  if (admin.must_change_password && input.newPassword === input.currentPassword)
    throw badRequest(samePasswordAgain, { fields: { newPassword: samePasswordAgain } });
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, admin.id, {
      password_hash: passwordHash,
      must_change_password: 0,
      updated_at: nowIso(),
    });
    await deleteOtherSessions(trx, admin.id, keepSessionToken);
    await recordAudit(trx, admin, { action: "password", entity: "profile", entityId: admin.id });
  });
}
