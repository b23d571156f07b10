import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, sessionCookieOf, testAdmin, type TestApp } from "../../test/test-app.ts";
import { invalidCredentials } from "../../../shared/rules/sign-in.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("sign-in", () => {
  it("signs in with the right password and sets an HttpOnly, SameSite session cookie", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/user/login", payload: testAdmin });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === "sid");
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.value.length).toBeGreaterThanOrEqual(43);

    const me = await t.app.inject({ url: "/api/user/user", headers: { cookie: sessionCookieOf(response) } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: testAdmin.email, firstName: "Ada", lastName: "Okafor" });
    expect(me.json()).not.toHaveProperty("password_hash");
  });

  it("matches the email case-insensitively", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/user/login",
      payload: { ...testAdmin, email: testAdmin.email.toUpperCase() },
    });
    expect(response.statusCode).toBe(200);
  });

  it("gives a wrong password and an unknown account the same answer", async () => {
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/user/login",
      payload: { email: testAdmin.email, password: "not the password" },
    });
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/user/login",
      payload: { email: "nobody@example.ng", password: "not the password" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(invalidCredentials);
  });

  it("answers 401 for the current user without a session", async () => {
    const response = await t.app.inject({ url: "/api/user/user" });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBeTruthy();
  });

  it("ends the session on logout", async () => {
    const cookie = await t.signIn();
    const logout = await t.app.inject({ method: "POST", url: "/api/user/logout", headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    const me = await t.app.inject({ url: "/api/user/user", headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });
});

describe("bad input to sign-in", () => {
  it.each([
    ["malformed JSON", "{not json", "application/json"],
    ["a missing password", JSON.stringify({ email: testAdmin.email }), "application/json"],
    ["a wrong-typed email", JSON.stringify({ email: 42, password: "x" }), "application/json"],
    ["an unsupported content type", "email=a", "text/plain"],
  ])("refuses %s with a 4xx and a message", async (_label, body, contentType) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/user/login",
      payload: body,
      headers: { "content-type": contentType },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(typeof response.json().message).toBe("string");
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it("refuses an oversized body with 413", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/user/login",
      payload: JSON.stringify({ email: "a@b.ng", password: "x".repeat(2 * 1024 * 1024) }),
      headers: { "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("The request is too large.");
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await t.app.inject({ url: "/api/no-such-thing" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Not found" });
  });

  it("refuses a state-changing request from another site", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/user/login",
      payload: testAdmin,
      headers: { origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("login throttling", () => {
  it("answers 429 to one address after too many wrong passwords on one account, whatever the email's case", async () => {
    const app = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 12; attempt++) {
        const email = attempt % 2 ? "target@example.ng" : "TARGET@Example.NG";
        const response = await app.app.inject({
          method: "POST",
          url: "/api/user/login",
          payload: { email, password: "guess" },
          remoteAddress: "10.0.0.1",
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
    } finally {
      await app.close();
    }
  });
});

describe("health", () => {
  it("reports the database as reachable", async () => {
    const response = await t.app.inject({ url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe("ok");
  });
});
