import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContactMessage } from "../../../shared/schemas/contact.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { fakeDate } from "../../test/fake-date.ts";
import { contactPhoneNotValid, messageSent } from "../../../shared/rules/contact.ts";
import { contactMessageNotFound } from "../../../shared/rules/contact.ts";

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 });
  cookie = await t.signIn();
});
afterAll(() => t.close());

const send = (payload: object, remoteAddress = "127.0.0.1") =>
  t.app.inject({ method: "POST", url: "/api/contact/send-message", payload, remoteAddress });
const countMessages = async () =>
  Number(
    (
      await t.app.db
        .selectFrom("contact_messages")
        .select((eb) => eb.fn.countAll().as("count"))
        .executeTakeFirstOrThrow()
    ).count,
  );
const messages = async (): Promise<ContactMessage[]> =>
  (await t.app.inject({ url: "/api/messages/get", headers: { cookie } })).json();
const unread = async (): Promise<number> =>
  (await t.app.inject({ url: "/api/messages/unread-count", headers: { cookie } })).json().count;

describe("POST /api/contact/send-message", () => {
  it("stores the message and answers Message sent successfully.", async () => {
    const response = await send({
      name: "Yetunde Bello",
      email: "Yetunde@Example.ng",
      message: "Do you clean offices on Sundays?",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messageSent });
    expect(messageSent).toBe("Message sent successfully.");
    expect((await messages())[0]).toMatchObject({
      name: "Yetunde Bello",
      email: "yetunde@example.ng",
      message: "Do you clean offices on Sundays?",
      phone: "",
      read: false,
    });
  });

  it("keeps an optional phone number with the message, for staff to answer on WhatsApp", async () => {
    const response = await send({
      name: "Ngozi Eze",
      email: "ngozi@example.ng",
      phone: " 0803 555 0142 ",
      message: "Can you come on Saturday?",
    });
    expect(response.statusCode).toBe(200);
    expect((await messages())[0]).toMatchObject({ name: "Ngozi Eze", phone: "0803 555 0142" });
  });

  it("refuses a phone that cannot be one with 400, and stores nothing", async () => {
    const before = await countMessages();
    const response = await send({ name: "Ade", email: "a@example.ng", phone: "call me", message: "Hi" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { phone: contactPhoneNotValid } });
    expect(await countMessages()).toBe(before);
  });

  it.each([
    ["no name", { email: "a@example.ng", message: "Hi" }, "name", "Full name is required"],
    ["a blank name", { name: "  ", email: "a@example.ng", message: "Hi" }, "name", "Full name is required"],
    ["no email", { name: "Ade", message: "Hi" }, "email", "Email is required"],
    [
      "a malformed email",
      { name: "Ade", email: "ade at home", message: "Hi" },
      "email",
      "Enter a valid email address",
    ],
    ["no message", { name: "Ade", email: "a@example.ng" }, "message", "Message is required"],
    [
      "an absurd message",
      { name: "Ade", email: "a@example.ng", message: "x".repeat(100 * 1024) },
      "message",
      "Message must be at most 5000 characters",
    ],
    [
      "an absurd name",
      { name: "x".repeat(500), email: "a@example.ng", message: "Hi" },
      "name",
      "Full name must be at most 100 characters",
    ],
  ])("refuses %s with 400 and stores nothing", async (_label, payload, field, message) => {
    const before = await countMessages();
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(Object.keys(response.json().fields)).toContain(field);
    expect(await countMessages()).toBe(before);
  });

  it("stores HTML verbatim", async () => {
    const html = `<script>alert("hi")</script><b>bold</b>`;
    expect((await send({ name: `<i>Kunle</i>`, email: "k@example.ng", message: html })).statusCode).toBe(200);
    expect((await messages())[0]).toMatchObject({ name: "<i>Kunle</i>", message: html });
  });

  it("limits messages per client address", async () => {
    const limited = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const response = await limited.app.inject({
          method: "POST",
          url: "/api/contact/send-message",
          payload: { name: "Spammer", email: "s@example.ng", message: `Offer ${i}` },
          remoteAddress: "10.9.9.9",
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
      expect(statuses[20]).toBe(429);
      const other = await limited.app.inject({
        method: "POST",
        url: "/api/contact/send-message",
        payload: { name: "Customer", email: "c@example.ng", message: "Hello" },
        remoteAddress: "10.9.9.10",
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("admin messages", () => {
  it("lists newest first, marks read on opening, and counts the unread", async () => {
    const clock = fakeDate();
    try {
      await send({ name: "Older", email: "o@example.ng", message: "First" });
      clock.advance(1000);
      await send({ name: "Newer", email: "n@example.ng", message: "Second" });
    } finally {
      clock.restore();
    }
    const list = await messages();
    expect(list[0]!.name).toBe("Newer");
    expect(list[1]!.name).toBe("Older");
    const before = await unread();
    expect(before).toBe(list.filter((message) => !message.read).length);

    const opened = await t.app.inject({
      method: "PUT",
      url: `/api/messages/read/${list[1]!._id}`,
      headers: { cookie },
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ _id: list[1]!._id, name: "Older", read: true });
    expect(await unread()).toBe(before - 1);
    expect((await messages()).find((message) => message._id === list[1]!._id)?.read).toBe(true);

    // Opening it again changes nothing.
    const again = await t.app.inject({
      method: "PUT",
      url: `/api/messages/read/${list[1]!._id}`,
      headers: { cookie },
    });
    expect(again.json().read).toBe(true);
    expect(await unread()).toBe(before - 1);

    const audit = await t.app.db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity_id", "=", list[1]!._id)
      .execute();
    expect(audit).toMatchObject([{ action: "read", entity: "message", actor_email: "admin@example.ng" }]);
  });

  it("answers 404 for an unknown message", async () => {
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/messages/read/no-such-id",
      headers: { cookie },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(contactMessageNotFound);
    expect(typeof response.json().message).toBe("string");
  });
});
