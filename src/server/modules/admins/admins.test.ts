// The accounts API: an owner lists, adds, changes, disables and resets accounts; every change is in the
// activity list; the last active owner stays.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountEmailTaken, accountNotFound, lastActiveOwner } from "../../../shared/rules/accounts.ts";
import type { Account } from "../../../shared/schemas/account.ts";
import { addAccount, firstSignIn } from "../../test/accounts.ts";
import { createTestApp, testAdmin, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 100 });
  owner = await t.signIn();
});
afterAll(() => t.close());

const list = async (cookie = owner): Promise<Account[]> =>
  (await t.app.inject({ url: "/api/admins", headers: { cookie } })).json();

const patch = (id: string, payload: object, cookie = owner) =>
  t.app.inject({ method: "PATCH", url: `/api/admins/${id}`, headers: { cookie }, payload });

const latestActivity = async () =>
  (
    (await t.app.inject({ url: "/api/audit/get", headers: { cookie: owner } })).json() as {
      summary: string;
    }[]
  )[0]?.summary;

describe("adding an account", () => {
  it("answers the account and a one-time password once; the account is listed and must change it", async () => {
    const { account, oneTimePassword, mailed } = await addAccount(t, owner, {
      name: "  Tunde   Bello ",
      email: "Tunde@Example.ng",
      role: "staff",
    });
    expect(account).toMatchObject({
      name: "Tunde Bello",
      email: "tunde@example.ng",
      role: "staff",
      disabled: false,
      mustChangePassword: true,
    });
    expect(oneTimePassword.length).toBeGreaterThanOrEqual(16);
    expect(mailed).toBe(false);
    expect(await list()).toContainEqual(account);
    expect(JSON.stringify(await list())).not.toContain(oneTimePassword);
    expect(await latestActivity()).toBe("Added the account of Tunde Bello as staff");

    const cookie = await t.signIn({ email: "tunde@example.ng", password: oneTimePassword });
    const me = await t.app.inject({ url: "/api/user/user", headers: { cookie } });
    expect(me.json()).toMatchObject({ role: "staff", mustChangePassword: true, firstName: "Tunde" });
  });

  it("refuses an email already in use with 409 and a message, and adds nothing", async () => {
    const before = await list();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admins",
      headers: { cookie: owner },
      payload: { name: "Copy", email: testAdmin.email.toUpperCase(), role: "staff" },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(accountEmailTaken);
    expect(await list()).toEqual(before);
  });

  it.each([
    ["no name", { name: " ", email: "x1@example.ng", role: "staff" }, "Name is required"],
    ["a bad email", { name: "X", email: "not-an-email", role: "staff" }, "Enter a valid email address"],
    ["an unknown role", { name: "X", email: "x2@example.ng", role: "admin" }, "Role must be owner or staff"],
    ["no role", { name: "X", email: "x3@example.ng" }, "Role must be owner or staff"],
  ])("refuses %s with 400 and a message, and adds nothing", async (_label, payload, message) => {
    const before = await list();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admins",
      headers: { cookie: owner },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await list()).toEqual(before);
  });
});

describe("changing an account", () => {
  it("disables an account, ending its sessions at once, and enables it again", async () => {
    const { account, oneTimePassword } = await addAccount(t, owner, { name: "Kemi Ade", role: "staff" });
    const session = await firstSignIn(t, account.email, oneTimePassword);
    const disabled = await patch(account._id, { disabled: true });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ disabled: true, role: "staff" });
    expect((await t.app.inject({ url: "/api/user/user", headers: { cookie: session } })).statusCode).toBe(
      401,
    );
    expect(await latestActivity()).toBe("Disabled the account of Kemi Ade");

    const enabled = await patch(account._id, { disabled: false });
    expect(enabled.json()).toMatchObject({ disabled: false });
    expect(await latestActivity()).toBe("Enabled the account of Kemi Ade");
  });

  it("changes the role, which takes effect on the account's next request", async () => {
    const { account, oneTimePassword } = await addAccount(t, owner, { name: "Musa Ali", role: "staff" });
    const session = await firstSignIn(t, account.email, oneTimePassword);
    expect((await t.app.inject({ url: "/api/coupons/get", headers: { cookie: session } })).statusCode).toBe(
      403,
    );
    expect((await patch(account._id, { role: "owner" })).json()).toMatchObject({ role: "owner" });
    expect(await latestActivity()).toBe("Made Musa Ali an owner");
    expect((await t.app.inject({ url: "/api/coupons/get", headers: { cookie: session } })).statusCode).toBe(
      200,
    );
    expect((await patch(account._id, { role: "staff" })).statusCode).toBe(200);
  });

  it("never disables or demotes the last active owner, and changes nothing when it refuses", async () => {
    const accounts = await list();
    const me = accounts.find((a) => a.email === testAdmin.email)!;
    // Only this owner is active: every other owner made above is staff again or disabled.
    for (const other of accounts.filter((a) => a.role === "owner" && a._id !== me._id && !a.disabled))
      await patch(other._id, { disabled: true });
    for (const payload of [{ disabled: true }, { role: "staff" }, { role: "staff", disabled: true }]) {
      const response = await patch(me._id, payload);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(lastActiveOwner);
    }
    expect((await list()).find((a) => a._id === me._id)).toMatchObject({ role: "owner", disabled: false });
    // With a second active owner, the first may step down, and is staff from its next request on.
    const second = await addAccount(t, owner, { role: "owner" });
    expect((await patch(me._id, { role: "staff" })).statusCode).toBe(200);
    expect((await patch(second.account._id, { disabled: true })).statusCode).toBe(403);
    const secondSession = await firstSignIn(t, second.account.email, second.oneTimePassword);
    expect((await patch(me._id, { role: "owner" }, secondSession)).statusCode).toBe(200);
  });

  it("lets only one of two owners disabling each other at the same moment succeed", async () => {
    const [a, b] = await Promise.all([
      addAccount(t, owner, { role: "owner" }),
      addAccount(t, owner, { role: "owner" }),
    ]);
    const [aSession, bSession] = await Promise.all([
      firstSignIn(t, a.account.email, a.oneTimePassword),
      firstSignIn(t, b.account.email, b.oneTimePassword),
    ]);
    // Only a and b are active owners while this runs.
    const me = (await list()).find((x) => x.email === testAdmin.email)!;
    const others = (await list()).filter(
      (x) => x.role === "owner" && !x.disabled && ![me._id, a.account._id, b.account._id].includes(x._id),
    );
    for (const other of others) expect((await patch(other._id, { disabled: true })).statusCode).toBe(200);
    expect((await patch(me._id, { role: "staff" })).statusCode).toBe(200);
    const answers = await Promise.all([
      patch(b.account._id, { disabled: true }, aSession),
      patch(a.account._id, { disabled: true }, bSession),
    ]);
    // The loser is refused by the last-owner rule (409), or finds its session already ended (401).
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect([401, 409]).toContain(answers.find((r) => r.statusCode !== 200)!.statusCode);
    const survivor = answers[0]!.statusCode === 200 ? aSession : bSession;
    const active = (await list(survivor)).filter((x) => x.role === "owner" && !x.disabled);
    expect(active).toHaveLength(1);
    expect((await patch(me._id, { role: "owner" }, survivor)).statusCode).toBe(200);
  });

  it.each([
    ["an empty change", {}],
    ["an unknown role", { role: "boss" }],
    ["disabled as text", { disabled: "yes" }],
  ])("refuses %s with 400 and a message", async (_label, payload) => {
    const other = await addAccount(t, owner, { role: "staff" });
    const response = await patch(other.account._id, payload, owner);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
  });

  it("answers 404 for an account that does not exist", async () => {
    const response = await patch("no-such-account", { disabled: true }, owner);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(accountNotFound);
  });
});

describe("resetting a password", () => {
  it("gives a new one-time password, ends the account's sessions and asks for a change at sign-in", async () => {
    const { account, oneTimePassword } = await addAccount(t, owner, { name: "Ife Ojo", role: "staff" });
    const session = await firstSignIn(t, account.email, oneTimePassword);
    const reset = await t.app.inject({
      method: "POST",
      url: `/api/admins/${account._id}/reset-password`,
      headers: { cookie: owner },
    });
    expect(reset.statusCode).toBe(200);
    const { oneTimePassword: fresh } = reset.json();
    expect(fresh).not.toBe(oneTimePassword);
    expect(reset.json().account).toMatchObject({ mustChangePassword: true });
    expect((await t.app.inject({ url: "/api/user/user", headers: { cookie: session } })).statusCode).toBe(
      401,
    );
    const again = await t.signIn({ email: account.email, password: fresh });
    expect((await t.app.inject({ url: "/api/user/user", headers: { cookie: again } })).json()).toMatchObject({
      mustChangePassword: true,
    });
    const activity = await t.app.inject({ url: "/api/audit/get", headers: { cookie: owner } });
    expect(activity.json()[0].summary).toBe("Reset the password of Ife Ojo");
    expect(activity.body).not.toContain(fresh);
  });
});
