// A state-changing request is taken only from the site itself: its whole origin, scheme and port included.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  refusedFormAdvice,
  refusedFormBack,
  refusedFormHome,
  refusedFormText,
  refusedFormTitle,
} from "../../shared/rules/forms.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: "https://sparkle.example", rateLimitScale: 1000 });
});
afterAll(() => t.close());

const contact = { name: "Tunde", email: "tunde@example.ng", message: "Do you clean offices?" };
const send = (headers: Record<string, string>) =>
  t.app.inject({ method: "POST", url: "/api/contact/send-message", payload: contact, headers });
const stored = async () => (await t.app.db.selectFrom("contact_messages").select("id").execute()).length;

describe("the cross-site check", () => {
  it.each([
    ["the site over plain http", { origin: "http://sparkle.example" }],
    ["a longer name that starts with the site's", { origin: "https://sparkle.example.evil" }],
    ["the site's name under another domain", { origin: "https://sparkle.example.evil.ng" }],
    ["another port", { origin: "https://sparkle.example:8443" }],
    ["an opaque origin", { origin: "null" }],
    ["a page of another site as referrer", { referer: "https://sparkle.example.evil/contact-us" }],
    ["a referrer over plain http", { referer: "http://sparkle.example/contact-us" }],
    [
      "the request's host under the other scheme",
      { host: "sparkle.local:3000", origin: "https://sparkle.local:3000" },
    ],
  ])("refuses %s with 403 and stores nothing", async (_label, headers) => {
    const before = await stored();
    const response = await send(headers);
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().message).toBe("Requests from other sites are not allowed.");
    expect(await stored()).toBe(before);
  });

  it.each([
    ["the public origin", { origin: "https://sparkle.example" }],
    ["the public origin with its default port", { origin: "https://sparkle.example:443" }],
    ["a page of the site as referrer", { referer: "https://sparkle.example/contact-us" }],
    ["the request's own origin", { host: "sparkle.local:3000", origin: "http://sparkle.local:3000" }],
    ["no origin at all (not a browser)", {}],
  ])("takes %s", async (_label, headers) => {
    const response = await send(headers);
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe("a page's form refused as cross-site", () => {
  const html = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
  /** Words as the page's markup writes them: `&`, `<`, `>`, quotes and apostrophes as character references. */
  const inHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  const post = (url: string, headers: Record<string, string>) =>
    t.app.inject({
      method: "POST",
      url,
      payload: "customerName=Ada&email=ada%40example.ng",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: html, ...headers },
    });

  it("gets a page a customer can read, with a way back to the form, not JSON", async () => {
    const response = await post("/book?category=c1", { origin: "null" });
    expect(response.statusCode).toBe(403);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body).toContain(`<h1>${inHtml(refusedFormTitle)}</h1>`);
    expect(response.body).toContain(`<p>${inHtml(refusedFormText)}</p>`);
    expect(response.body).toContain(`<p>${inHtml(refusedFormAdvice)}</p>`);
    expect(response.body).toContain(`<a class="primary" href="/book">${inHtml(refusedFormBack)}</a>`);
    expect(response.body).toContain(`<a href="/">${inHtml(refusedFormHome)}</a>`);
    // Nothing the visitor posted is echoed into the page.
    expect(response.body).not.toContain("Ada");
  });

  it("never links off the site, whatever the path", async () => {
    const response = await post("//evil.example/x", { "sec-fetch-site": "cross-site" });
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain(`href="/">${inHtml(refusedFormBack)}`);
  });

  it("an API call stays JSON even when a browser asks for a page", async () => {
    const response = await send({ origin: "https://sparkle.example.evil", accept: html });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("Requests from other sites are not allowed.");
  });
});
