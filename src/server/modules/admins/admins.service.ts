import type { Kysely } from "kysely";
import { accountEmailTaken, accountNotFound, lastActiveOwner } from "../../../shared/rules/accounts.ts";
import type { Account, AccountCreateInput, AccountUpdateInput } from "../../../shared/schemas/account.ts";
import type { AdminUserRow, Database } from "../../db/schema.ts";
import { conflict, notFound } from "../../lib/http-error.ts";
import { nowIso } from "../../lib/time.ts";
import { isUniqueViolation } from "../../lib/unique-violation.ts";
import { recordAudit } from "../audit/audit.repository.ts";
import { hashPassword } from "../user/password.ts";
import { deleteOtherSessions } from "../user/session.repository.ts";
import {
  findUserByEmail,
  findUserById,
  insertUser,
  listUsers,
  lockActiveOwners,
  roleOf,
  updateUser,
} from "../user/user.repository.ts";
import { newAccountRow, randomPassword } from "../user/user.service.ts";

export function toAccount(row: AdminUserRow): Account {
  return {
    _id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    role: roleOf(row),
    disabled: row.disabled === 1,
    mustChangePassword: row.must_change_password === 1,
    createdAt: row.created_at,
  };
}

export async function listAccounts(db: Kysely<Database>): Promise<Account[]> {
  return (await listUsers(db)).map(toAccount);
}

/** The name as one field, stored as first name and the rest (the profile screen edits them apart). */
function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = "", ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(" ") };
}

const taken = () => conflict(accountEmailTaken, { fields: { email: accountEmailTaken } });

/** A new account with a one-time password it must replace at first sign-in. */
export async function addAccount(db: Kysely<Database>, actor: AdminUserRow, input: AccountCreateInput) {
  if (await findUserByEmail(db, input.email)) throw taken();
  const password = randomPassword();
  const row = await newAccountRow({
    ...splitName(input.name),
    email: input.email,
    password,
    role: input.role,
    mustChangePassword: true,
  });
  try {
    await db.transaction().execute(async (trx) => {
      await insertUser(trx, row);
      await recordAudit(trx, actor, {
        action: "create",
        entity: "account",
        entityId: row.id,
        details: { name: `${row.first_name} ${row.last_name}`.trim(), email: row.email, role: input.role },
      });
    });
  } catch (error) {
    // Another request took the address between the check and the write.
    if (isUniqueViolation(error, "email")) throw taken();
    throw error;
  }
  return { account: toAccount((await findUserById(db, row.id))!), password };
}

/**
 * Changes an account's role or disables/enables it. Disabling ends its sessions at once. The last active
 * owner can be neither disabled nor made staff, decided under a lock so two owners cannot remove each other.
 */
export async function changeAccount(
  db: Kysely<Database>,
  actor: AdminUserRow,
  id: string,
  input: AccountUpdateInput,
): Promise<Account> {
  await db.transaction().execute(async (trx) => {
    const activeOwners = await lockActiveOwners(trx);
    const row = await findUserById(trx, id);
    if (!row) throw notFound(accountNotFound);
    const role = input.role ?? roleOf(row);
    const disabled = input.disabled ?? row.disabled === 1;
    const staysActiveOwner = role === "owner" && !disabled;
    if (activeOwners.includes(id) && !staysActiveOwner && activeOwners.length <= 1)
      throw conflict(lastActiveOwner);
    await updateUser(trx, id, { role, disabled: disabled ? 1 : 0, updated_at: nowIso() });
    if (disabled) await deleteOtherSessions(trx, id);
    await recordAudit(trx, actor, {
      action: disabled !== (row.disabled === 1) ? (disabled ? "disable" : "enable") : "update",
      entity: "account",
      entityId: id,
      details: {
        name: toAccount(row).name,
        email: row.email,
        role,
        ...(role !== roleOf(row) ? { previousRole: roleOf(row) } : {}),
      },
    });
  });
  return toAccount((await findUserById(db, id))!);
}

/** A new one-time password for an account; its sessions end and it must choose a password at sign-in. */
export async function resetAccountPassword(db: Kysely<Database>, actor: AdminUserRow, id: string) {
  const row = await findUserById(db, id);
  if (!row) throw notFound(accountNotFound);
  const password = randomPassword();
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, id, { password_hash: passwordHash, must_change_password: 1, updated_at: nowIso() });
    await deleteOtherSessions(trx, id);
    await recordAudit(trx, actor, {
      action: "reset-password",
      entity: "account",
      entityId: id,
      details: { name: toAccount(row).name, email: row.email },
    });
  });
  return { account: toAccount((await findUserById(db, id))!), password };
}
