import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, NewAdminUser } from "../../db/schema.ts";
import { accountDisabled } from "../../../shared/rules/accounts.ts";
import type { Role } from "../../../shared/rules/roles.ts";
import { forbidden, unauthorized } from "../../lib/http-error.ts";
import { newId } from "../../lib/ids.ts";
import { nowIso } from "../../lib/time.ts";
import { hashPassword, verifyAgainstNothing, verifyPassword } from "./password.ts";
import { countUsers, findUserByEmail, insertUser, updateUser } from "./user.repository.ts";
import { invalidCredentials } from "../../../shared/rules/sign-in.ts";

/**
 * The user whose email and password match; the same answer for an unknown account and a wrong password.
 * A disabled account is told so only after its correct password, so guessing cannot find accounts.
 */
export async function authenticate(db: Kysely<Database>, email: string, password: string) {
  const user = await findUserByEmail(db, email);
  const valid = user
    ? await verifyPassword(user.password_hash, password)
    : await verifyAgainstNothing(password);
  if (!user || !valid) throw unauthorized(invalidCredentials);
  if (user.disabled) throw forbidden(accountDisabled);
  return user;
}

export type NewAccount = {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  /** Owner unless said: the command line and the first start make owners. */
  role?: Role;
  /** True for an account given a one-time password by someone else. */
  mustChangePassword?: boolean;
};

/** The row of a new account, its password hashed: hashing is slow, so it happens before any transaction. */
export async function newAccountRow(input: NewAccount): Promise<NewAdminUser> {
  const now = nowIso();
  return {
    id: newId(),
    email: input.email.toLowerCase(),
    first_name: input.firstName ?? "Site",
    last_name: input.lastName ?? "Admin",
    password_hash: await hashPassword(input.password),
    profile_image: "",
    role: input.role ?? "owner",
    disabled: 0,
    must_change_password: input.mustChangePassword ? 1 : 0,
    created_at: now,
    updated_at: now,
  };
}

export async function createAdmin(db: Kysely<Database>, input: NewAccount): Promise<string> {
  const row = await newAccountRow(input);
  await insertUser(db, row);
  return row.id;
}

export async function setPassword(db: Kysely<Database>, userId: string, password: string): Promise<void> {
  await updateUser(db, userId, { password_hash: await hashPassword(password), updated_at: nowIso() });
}

export function randomPassword(): string {
  return randomBytes(15).toString("base64url");
}

export type BootstrapResult =
  | { kind: "existing" }
  | { kind: "created-from-env"; email: string }
  | { kind: "created-random"; email: string; password: string };

/**
 * Makes sure an admin can sign in on first start. There is no built-in password: the admin comes
 * from ADMIN_EMAIL/ADMIN_PASSWORD (a password its owner chose), or gets a random password that is printed
 * once, in a terminal and perhaps a log: that one is replaced at the first sign-in, as staff's are.
 */
export async function ensureAdmin(
  db: Kysely<Database>,
  env: { adminEmail?: string; adminPassword?: string },
): Promise<BootstrapResult> {
  if (env.adminEmail && env.adminPassword) {
    if (await findUserByEmail(db, env.adminEmail)) return { kind: "existing" };
    if (!(await createAdminUnlessRaced(db, { email: env.adminEmail, password: env.adminPassword })))
      return { kind: "existing" };
    return { kind: "created-from-env", email: env.adminEmail };
  }
  if ((await countUsers(db)) > 0) return { kind: "existing" };
  const email = env.adminEmail ?? "admin@sparkleshine.ng";
  const password = randomPassword();
  if (!(await createAdminUnlessRaced(db, { email, password, mustChangePassword: true })))
    return { kind: "existing" };
  return { kind: "created-random", email, password };
}

/**
 * Instances started together on a fresh database all find no admin; the first insert wins and the others
 * see the unique email refused. False when another instance created the account first.
 */
async function createAdminUnlessRaced(
  db: Kysely<Database>,
  input: { email: string; password: string; mustChangePassword?: boolean },
) {
  try {
    await createAdmin(db, input);
    return true;
  } catch (error) {
    if (await findUserByEmail(db, input.email)) return false;
    throw error;
  }
}
