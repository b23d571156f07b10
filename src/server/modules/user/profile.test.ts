import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "./user.service.ts";
import { createTestApp, testAdmin, type TestApp } from "../../test/test-app.ts";
import { fakeDate } from "../../test/fake-date.ts";
import { passwordUpdated } from "../../../shared/rules/toasts.ts";
import { emailTaken, wrongCurrentPassword } from "../../../shared/rules/accounts.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const other = { email: "second@example.ng", password: "another long password" };

async function auditOf(cookie: string) {
  const response = await t.app.inject({ url: "/api/audit/get", headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json() as { actorEmail: string; action: string; entity: string; entityId: string | null }[];
}

describe("PUT /api/user/update", () => {
  it("answers 401 without a session and changes nothing", async () => {
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/user/update",
      payload: { firstName: "X", lastName: "Y", email: testAdmin.email },
    });
    expect(response.statusCode).toBe(401);
  });

  it("updates the name, email and picture, answers the user and records it in the audit trail", async () => {
    await createAdmin(t.database.db, { email: "profile1@example.ng", password: "profile password 1" });
    const cookie = await t.signIn({ email: "profile1@example.ng", password: "profile password 1" });
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/user/update",
      headers: { cookie },
      payload: {
        firstName: "Chioma",
        lastName: "Eze",
        email: "Profile1.New@Example.ng",
        profileImage: "/api/images/abc123",
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: "Chioma",
      lastName: "Eze",
      email: "profile1.new@example.ng",
      profileImage: "/api/images/abc123",
      role: "owner",
      mustChangePassword: false,
    });
    const me = await t.app.inject({ url: "/api/user/user", headers: { cookie } });
    expect(me.json()).toMatchObject({ firstName: "Chioma", email: "profile1.new@example.ng" });
    // The new email signs in; the old one no longer does.
    await t.signIn({ email: "profile1.new@example.ng", password: "profile password 1" });
    const old = await t.app.inject({
      method: "POST",
      url: "/api/user/login",
      payload: { email: "profile1@example.ng", password: "profile password 1" },
    });
    expect(old.statusCode).toBe(401);

    const entries = await auditOf(cookie);
    expect(entries[0]).toMatchObject({
      actorEmail: "profile1@example.ng",
      action: "update",
      entity: "profile",
      entityId: me.json()._id,
    });
  });

  it("refuses an email another admin uses with 409 and a message", async () => {
    await createAdmin(t.database.db, other);
    const cookie = await t.signIn();
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/user/update",
      headers: { cookie },
      payload: { firstName: "Ada", lastName: "Okafor", email: other.email.toUpperCase() },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(emailTaken);
    const me = await t.app.inject({ url: "/api/user/user", headers: { cookie } });
    expect(me.json().email).toBe(testAdmin.email);
  });

  it.each([
    ["an empty first name", { firstName: "", lastName: "Okafor", email: testAdmin.email }],
    ["a malformed email", { firstName: "Ada", lastName: "Okafor", email: "not-an-email" }],
    [
      "a script as picture url",
      { firstName: "Ada", lastName: "Okafor", email: testAdmin.email, profileImage: "javascript:alert(1)" },
    ],
  ])("refuses %s with 400 and the field's message", async (_label, payload) => {
    const cookie = await t.signIn();
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/user/update",
      headers: { cookie },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
    expect(Object.keys(response.json().fields ?? {})).not.toHaveLength(0);
  });
});

describe("PUT /api/user/update-password", () => {
  const admin = { email: "pw@example.ng", password: "first password here" };
  beforeAll(async () => {
    await createAdmin(t.database.db, admin);
  });

  it("answers 401 without a session", async () => {
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/user/update-password",
      payload: { currentPassword: admin.password, newPassword: "whatever password" },
    });
    expect(response.statusCode).toBe(401);
  });

  it("refuses a wrong current password with 400 and keeps the old one", async () => {
    const cookie = await t.signIn(admin);
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/user/update-password",
      headers: { cookie },
      payload: { currentPassword: "not my password", newPassword: "brand new password" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(wrongCurrentPassword);
    await t.signIn(admin);
  });

  it("refuses a new password under 8 characters on the server", async () => {
    const cookie = await t.signIn(admin);
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/user/update-password",
      headers: { cookie },
      payload: { currentPassword: admin.password, newPassword: "short7!" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Password must be at least 8 characters long");
    await t.signIn(admin);
  });

  it("changes the password, keeps this session, ends the admin's other sessions and records it", async () => {
    const elsewhere = await t.signIn(admin);
    const here = await t.signIn(admin);
    const bystander = await t.signIn(); // another admin's session is not touched
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/user/update-password",
      headers: { cookie: here },
      payload: { currentPassword: admin.password, newPassword: "second password here" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(passwordUpdated);

    const still = await t.app.inject({ url: "/api/user/user", headers: { cookie: here } });
    expect(still.statusCode).toBe(200);
    const ended = await t.app.inject({ url: "/api/user/user", headers: { cookie: elsewhere } });
    expect(ended.statusCode).toBe(401);
    const untouched = await t.app.inject({ url: "/api/user/user", headers: { cookie: bystander } });
    expect(untouched.statusCode).toBe(200);

    const oldLogin = await t.app.inject({ method: "POST", url: "/api/user/login", payload: admin });
    expect(oldLogin.statusCode).toBe(401);
    await t.signIn({ email: admin.email, password: "second password here" });

    const entries = await auditOf(here);
    expect(entries[0]).toMatchObject({ actorEmail: admin.email, action: "password", entity: "profile" });
    expect(JSON.stringify(entries[0])).not.toContain("second password here");
  });
});

describe("GET /api/audit/get", () => {
  it("answers 401 without a session", async () => {
    const response = await t.app.inject({ url: "/api/audit/get" });
    expect(response.statusCode).toBe(401);
  });

  it("lists the latest entries newest first, at most 100", async () => {
    const cookie = await t.signIn();
    const clock = fakeDate();
    try {
      for (let i = 0; i < 3; i += 1) {
        // Distinct timestamps: the order is by time, and ids of one millisecond are in no order.
        clock.advance(1000);
        await t.app.inject({
          method: "PUT",
          url: "/api/user/update",
          headers: { cookie },
          payload: { firstName: `Ada${i}`, lastName: "Okafor", email: testAdmin.email },
        });
      }
    } finally {
      clock.restore();
    }
    const entries = (await t.app.inject({ url: "/api/audit/get", headers: { cookie } })).json() as {
      createdAt: string;
      details: { firstName?: string };
    }[];
    expect(entries.length).toBeLessThanOrEqual(100);
    expect(entries[0]!.details.firstName).toBe("Ada2");
    expect(entries[1]!.details.firstName).toBe("Ada1");
    const times = entries.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
