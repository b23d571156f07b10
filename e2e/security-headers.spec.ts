import { expect, test } from "./fixtures";

const pages = ["/", "/admin-auth-route", "/services", "/no-such-page"];

test.describe("security headers on the built app", () => {
  test("every page carries the CSP, nosniff, frame-ancestors and HSTS headers", async ({ request }) => {
    for (const path of pages) {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers["content-security-policy"] ?? "";
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
      expect(
        csp.split(";").find((d) => d.startsWith("script-src")),
        path,
      ).not.toContain("unsafe-inline");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["strict-transport-security"], path).toContain("max-age=");
    }
  });

  test("each response has its own nonce, and every inline script carries it", async ({ request }) => {
    const first = await request.get("/admin-auth-route");
    const second = await request.get("/admin-auth-route");
    const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];
    const nonce = nonceOf(first.headers()["content-security-policy"]!);
    expect(nonce).toBeTruthy();
    expect(nonceOf(second.headers()["content-security-policy"]!)).not.toBe(nonce);

    const html = await first.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  test("pages hydrate with no Content-Security-Policy violation", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    for (const path of ["/", "/services", "/admin-auth-route"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    // Hydrated: the sign-in form is handled by the app, not posted by the browser.
    await page.getByLabel("Email").fill("nobody@example.ng");
    await page.getByLabel("Password").fill("wrong password");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("alert")).toContainText("Invalid email or password.");
    expect(violations).toEqual([]);
  });
});
