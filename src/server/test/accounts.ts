// Accounts made the way an owner makes them in the dashboard, for API tests of roles and accounts.
import crypto from "node:crypto";
import { expect } from "vitest";
import type { Role } from "../../shared/rules/roles.ts";
import type { AccountWithPassword } from "../../shared/schemas/account.ts";
import type { TestApp } from "./test-app.ts";

/** An owner adds an account; its one-time password comes back once. */
export async function addAccount(
  t: TestApp,
  ownerCookie: string,
  input: { role: Role; name?: string; email?: string },
): Promise<AccountWithPassword> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/admins",
    headers: { cookie: ownerCookie },
    payload: {
      name: input.name ?? "Tunde Bello",
      email: input.email ?? `${input.role}-${crypto.randomUUID()}@example.ng`,
      role: input.role,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** Signs in with a one-time password and replaces it, as the first sign-in demands; answers the session cookie. */
export async function firstSignIn(
  t: TestApp,
  email: string,
  oneTimePassword: string,
  newPassword = `own password ${crypto.randomUUID()}`,
): Promise<string> {
  const cookie = await t.signIn({ email, password: oneTimePassword });
  const change = await t.app.inject({
    method: "PUT",
    url: "/api/user/update-password",
    headers: { cookie },
    payload: { currentPassword: oneTimePassword, newPassword },
  });
  expect(change.statusCode, change.body).toBe(200);
  return cookie;
}

/** A signed-in account of the given role that has chosen its own password. */
export async function signedInAs(t: TestApp, ownerCookie: string, role: Role): Promise<string> {
  const { account, oneTimePassword } = await addAccount(t, ownerCookie, { role });
  return firstSignIn(t, account.email, oneTimePassword);
}
