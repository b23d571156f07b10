// An account an owner made: its first sign-in and password change, sign-in once disabled, and the
// one-time password by mail when mail is on.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { accountDisabled, passwordAlreadyChosen, samePasswordAgain } from "../../../shared/rules/accounts.ts";
import { mustChangePasswordFirst } from "../../../shared/rules/roles.ts";
import { addAccount, firstSignIn } from "../../test/accounts.ts";
import { startSmtpTestServer, type SmtpTestServer } from "../../test/smtp-test-server.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

const login = (t: TestApp, email: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/user/login", payload: { email, password } });

describe("without mail", () => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp({ rateLimitScale: 100 });
    owner = await t.signIn();
  });
  afterAll(() => t.close());

  it("signs in with the one-time password, must replace it, and then works with the new one only", async () => {
    const { account, oneTimePassword } = await addAccount(t, owner, { role: "staff" });
    const signedIn = await login(t, account.email, oneTimePassword);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ role: "staff", mustChangePassword: true });
    const cookie = `sid=${signedIn.cookies.find((c) => c.name === "sid")!.value}`;

    const bookings = await t.app.inject({ url: "/api/bookings/get", headers: { cookie } });
    expect(bookings.statusCode).toBe(403);
    expect(bookings.json().message).toBe(mustChangePasswordFirst);

    const same = await t.app.inject({
      method: "PUT",
      url: "/api/user/update-password",
      headers: { cookie },
      payload: { currentPassword: oneTimePassword, newPassword: oneTimePassword },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(samePasswordAgain);

    const change = await t.app.inject({
      method: "PUT",
      url: "/api/user/update-password",
      headers: { cookie },
      payload: { currentPassword: oneTimePassword, newPassword: "my own password now" },
    });
    expect(change.statusCode).toBe(200);
    const me = await t.app.inject({ url: "/api/user/user", headers: { cookie } });
    expect(me.json()).toMatchObject({ role: "staff", mustChangePassword: false });
    expect((await t.app.inject({ url: "/api/bookings/get", headers: { cookie } })).statusCode).toBe(200);
    expect((await login(t, account.email, oneTimePassword)).statusCode).toBe(401);
    expect((await login(t, account.email, "my own password now")).statusCode).toBe(200);
  });

  it("chooses its first password without typing the one-time password again, once only", async () => {
    const { account, oneTimePassword } = await addAccount(t, owner, { role: "staff" });
    const signedIn = await login(t, account.email, oneTimePassword);
    const cookie = `sid=${signedIn.cookies.find((c) => c.name === "sid")!.value}`;
    const choose = (newPassword: string, headers: Record<string, string> = { cookie }) =>
      t.app.inject({ method: "PUT", url: "/api/user/first-password", headers, payload: { newPassword } });

    expect((await choose("without a session", {})).statusCode).toBe(401);
    const same = await choose(oneTimePassword);
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(samePasswordAgain);

    expect((await choose("chosen at first sign-in")).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/bookings/get", headers: { cookie } })).statusCode).toBe(200);
    expect((await login(t, account.email, oneTimePassword)).statusCode).toBe(401);
    expect((await login(t, account.email, "chosen at first sign-in")).statusCode).toBe(200);

    // Once the password is its own, changing it asks for the current one (Profile), so no session alone can.
    const again = await choose("taken over by a session");
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(passwordAlreadyChosen);
    expect((await login(t, account.email, "chosen at first sign-in")).statusCode).toBe(200);
    // The owner made from the settings chose their password and is never asked to replace it.
    const me = await t.app.inject({ url: "/api/user/user", headers: { cookie: owner } });
    expect(me.json()).toMatchObject({ mustChangePassword: false });
  });

  it("tells a disabled account so only after its correct password, and gives it no session", async () => {
    const { account, oneTimePassword } = await addAccount(t, owner, { role: "staff" });
    const password = "chosen by the account";
    await firstSignIn(t, account.email, oneTimePassword, password);
    const disable = await t.app.inject({
      method: "PATCH",
      url: `/api/admins/${account._id}`,
      headers: { cookie: owner },
      payload: { disabled: true },
    });
    expect(disable.statusCode).toBe(200);

    const wrong = await login(t, account.email, "not the password");
    const unknown = await login(t, "nobody-here@example.ng", "not the password");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    const right = await login(t, account.email, password);
    expect(right.statusCode).toBe(403);
    expect(right.json().message).toBe(accountDisabled);
    expect(right.cookies.find((c) => c.name === "sid")).toBeUndefined();
  });
});

describe("with mail on", () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp({ smtpUrl: smtp.url, publicUrl: "https://sparkle.example", rateLimitScale: 100 });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const mailTo = async (address: string, count: number) => {
    await vi.waitFor(() => expect(smtp.received.filter((m) => m.to.includes(address))).toHaveLength(count), {
      timeout: 10_000,
      interval: 50,
    });
    return smtp.received.filter((m) => m.to.includes(address)).at(-1)!;
  };

  it("mails the one-time password of a new account and of a reset to the account", async () => {
    const owner = await t.signIn();
    const created = await addAccount(t, owner, {
      name: "Bisi <b>Ojo</b>",
      email: "bisi@example.ng",
      role: "staff",
    });
    expect(created.mailed).toBe(true);
    const welcome = await mailTo("bisi@example.ng", 1);
    for (const body of [welcome.text, welcome.html]) {
      expect(body).toContain(created.oneTimePassword);
      expect(body).toContain("https://sparkle.example/admin-auth-route");
    }
    expect(welcome.html).not.toContain("<b>Ojo</b>");

    const reset = await t.app.inject({
      method: "POST",
      url: `/api/admins/${created.account._id}/reset-password`,
      headers: { cookie: owner },
    });
    expect(reset.json().mailed).toBe(true);
    const again = await mailTo("bisi@example.ng", 2);
    expect(again.subject).toContain("password was reset");
    expect(again.text).toContain(reset.json().oneTimePassword);
  });
});
