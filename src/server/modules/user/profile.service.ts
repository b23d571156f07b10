import type { Kysely } from "kysely";
import type { PasswordUpdateInput, ProfileUpdateInput } from "../../../shared/schemas/user.ts";
import { passwordAlreadyChosen, samePasswordAgain } from "../../../shared/rules/accounts.ts";
import type { AdminUserRow, Database } from "../../db/schema.ts";
import { badRequest, conflict } from "../../lib/http-error.ts";
import { nowIso } from "../../lib/time.ts";
import { isUniqueViolation } from "../../lib/unique-violation.ts";
import { recordAudit } from "../audit/audit.repository.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { deleteOtherSessions } from "./session.repository.ts";
import { findUserByEmail, findUserById, updateUser } from "./user.repository.ts";
import { emailTaken, wrongCurrentPassword } from "../../../shared/rules/accounts.ts";

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
  await storeNewPassword(db, admin, input.newPassword, keepSessionToken);
}

/**
 * The first password of an account signed in with its one-time password: that sign-in checked the one-time
 * password a moment ago, and every other call stays refused until this one, so it is not asked again. An
 * account whose password is its own changes it with `changePassword`, current password included.
 */
export async function chooseFirstPassword(
  db: Kysely<Database>,
  admin: AdminUserRow,
  newPassword: string,
  keepSessionToken: string | undefined,
): Promise<void> {
  if (!admin.must_change_password) throw badRequest(passwordAlreadyChosen);
  if (await verifyPassword(admin.password_hash, newPassword))
    throw badRequest(samePasswordAgain, { fields: { newPassword: samePasswordAgain } });
  await storeNewPassword(db, admin, newPassword, keepSessionToken);
}

/** The account's new password: stored, the one-time flag cleared, every other session ended, audited. */
async function storeNewPassword(
  db: Kysely<Database>,
  admin: AdminUserRow,
  newPassword: string,
  keepSessionToken: string | undefined,
): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
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
