// No one reaches an admin route without a live session: not without a cookie, not with an expired
// one, not after logout, not after a password change ended it.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testAdmin, type TestApp } from "./test/test-app.ts";
import { apiRoutes, fillParams } from "./test/api-routes.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 10 });
});
afterAll(() => t.close());

const adminRoutes = apiRoutes.filter((route) => route.access === "admin");

async function statusOf(route: (typeof apiRoutes)[number], cookie?: string) {
  const response = await t.app.inject({
    method: route.method,
    url: fillParams(route.url, () => "00000000-0000-0000-0000-000000000000"),
    headers: cookie ? { cookie } : {},
    ...(route.body === "json" ? { payload: {} } : {}),
  });
  return { status: response.statusCode, body: response.json() as { message?: unknown } };
}

function tokenOf(cookie: string): string {
  return cookie.replace(/^sid=/, "");
}

describe("the route table", () => {
  it("lists every API route the app serves, and nothing it does not", () => {
    const served = new Set(
      t.app.routeList
        .filter((r) => r.url.startsWith("/api/") && r.url !== "/api/*" && r.method !== "HEAD")
        .map((r) => `${r.method} ${r.url}`),
    );
    const listed = new Set(apiRoutes.map((r) => `${r.method} ${r.url}`));
    expect(
      [...served].filter((r) => !listed.has(r)),
      "served but not in src/server/test/api-routes.ts",
    ).toEqual([]);
    expect(
      [...listed].filter((r) => !served.has(r)),
      "listed but not served",
    ).toEqual([]);
  });
});

describe("token routes", () => {
  const tokenRoutes = apiRoutes.filter((route) => route.access === "token");
  it.each(tokenRoutes.map((r) => [`${r.method} ${r.url}`, r] as const))(
    "%s answers 401 with a message from another machine, a session or a forged X-Forwarded-For notwithstanding",
    async (_name, route) => {
      const cookie = await t.signIn();
      for (const headers of [{}, { cookie }, { "x-forwarded-for": "127.0.0.1" }]) {
        const response = await t.app.inject({
          method: route.method,
          url: route.url,
          headers,
          remoteAddress: "198.51.100.4",
        });
        expect(response.statusCode).toBe(401);
        expect(typeof (response.json() as { message?: unknown }).message).toBe("string");
      }
    },
  );
});

describe("admin routes", () => {
  it.each(adminRoutes.map((r) => [`${r.method} ${r.url}`, r] as const))(
    "%s answers 401 without a session",
    async (_name, route) => {
      const { status, body } = await statusOf(route);
      expect(status).toBe(401);
      expect(typeof body.message).toBe("string");
    },
  );

  it("answer 401 with a forged or unknown session cookie", async () => {
    for (const route of adminRoutes) {
      expect((await statusOf(route, "sid=forged-token-that-was-never-issued")).status).toBe(401);
    }
  });

  it("answer 401 once a session has passed its absolute expiry", async () => {
    const cookie = await t.signIn();
    const id = createHash("sha256").update(tokenOf(cookie)).digest("hex");
    await t.database.db
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", id)
      .execute();
    for (const route of adminRoutes) expect((await statusOf(route, cookie)).status).toBe(401);
  });

  it("answer 401 once a session has been idle too long", async () => {
    const cookie = await t.signIn();
    const id = createHash("sha256").update(tokenOf(cookie)).digest("hex");
    const longAgo = new Date(Date.now() - 13 * 60 * 60 * 1000).toISOString();
    await t.database.db.updateTable("sessions").set({ last_seen_at: longAgo }).where("id", "=", id).execute();
    for (const route of adminRoutes) expect((await statusOf(route, cookie)).status).toBe(401);
  });

  it("answer 401 after logout", async () => {
    const cookie = await t.signIn();
    expect((await statusOf(adminRoutes[0]!, cookie)).status).not.toBe(401);
    await t.app.inject({ method: "POST", url: "/api/user/logout", headers: { cookie } });
    for (const route of adminRoutes) expect((await statusOf(route, cookie)).status).toBe(401);
  });

  it("answer 401 on other sessions after a password change", async () => {
    const kept = await t.signIn();
    const other = await t.signIn();
    const newPassword = "a brand new passphrase";
    const change = await t.app.inject({
      method: "PUT",
      url: "/api/user/update-password",
      headers: { cookie: kept },
      payload: { currentPassword: testAdmin.password, newPassword },
    });
    expect(change.statusCode).toBe(200);
    for (const route of adminRoutes) expect((await statusOf(route, other)).status).toBe(401);
    // Put the password back for the other tests of this file.
    await t.app.inject({
      method: "PUT",
      url: "/api/user/update-password",
      headers: { cookie: kept },
      payload: { currentPassword: newPassword, newPassword: testAdmin.password },
    });
  });
});

describe("session cookie", () => {
  it("is HttpOnly and SameSite=Lax, and Secure in production", async () => {
    const production = await createTestApp({ env: "production" });
    try {
      const response = await production.app.inject({
        method: "POST",
        url: "/api/user/login",
        payload: testAdmin,
      });
      const cookie = response.cookies.find((c) => c.name === "sid");
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: true, path: "/" });
    } finally {
      await production.close();
    }
  });
});

describe("cross-site requests", () => {
  it("refuses a state-changing request whose Origin is another site, even with a valid session", async () => {
    const cookie = await t.signIn();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/user/logout",
      headers: { cookie, origin: "https://attacker.example" },
    });
    expect(response.statusCode).toBe(403);
    expect((await t.app.inject({ url: "/api/user/user", headers: { cookie } })).statusCode).toBe(200);
  });

  it("refuses a request the browser marks as cross-site", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact/send-message",
      headers: { "sec-fetch-site": "cross-site" },
      payload: { name: "A", email: "a@example.ng", message: "hi" },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("login throttling", () => {
  it.each([
    ["a trailing slash", "/api/user/login/"],
    ["a changed case", "/api/User/Login"],
    ["an extra path segment", "/api/user/login/extra"],
  ])("cannot be sidestepped with %s: such paths are not a login at all", async (_label, url) => {
    const response = await t.app.inject({ method: "POST", url, payload: testAdmin });
    expect(response.statusCode).toBe(404);
    expect(response.cookies.find((c) => c.name === "sid")).toBeUndefined();
  });

  it("takes similar time for an unknown account and a wrong password", async () => {
    const time = async (email: string) => {
      const started = performance.now();
      await t.app.inject({
        method: "POST",
        url: "/api/user/login",
        payload: { email, password: "wrong password" },
        remoteAddress: "10.9.9.9",
      });
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 6; i++) {
      known.push(await time(testAdmin.email));
      unknown.push(await time(`nobody${i}@example.ng`));
    }
    // The fastest of each kind is its own cost with the least interference from whatever else the
    // machine is doing. Without the stand-in hash an unknown account answers in well under a tenth of
    // the time of a password check, so these bounds still catch the leak on a busy machine, where one
    // slow sample of the known account was seen to take the ratio just under 0.4.
    const ratio = Math.min(...unknown) / Math.min(...known);
    expect(ratio).toBeGreaterThan(0.25);
    expect(ratio).toBeLessThan(2.5);
  });
});
