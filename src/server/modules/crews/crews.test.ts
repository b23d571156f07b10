// The owner's crews: added, renamed, switched off and on, each change in the activity list; bad input
// answered 400 with the words of the rules; staff read the crews from the bookings screen only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crewChangeEmpty, crewNameTaken, crewNotFound } from "../../../shared/rules/crews.ts";
import { notAllowedForRole } from "../../../shared/rules/roles.ts";
import { phoneNotValid } from "../../../shared/rules/settings-sections.ts";
import type { Crew } from "../../../shared/schemas/crew.ts";
import { signedInAs } from "../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let owner: string;
let staff: string;

beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1000 });
  owner = await t.signIn();
  staff = await signedInAs(t, owner, "staff");
});
afterAll(() => t.close());

const add = (payload: unknown, cookie = owner) =>
  t.app.inject({ method: "POST", url: "/api/crews", headers: { cookie }, payload: payload as object });
const change = (id: string, payload: unknown) =>
  t.app.inject({
    method: "PATCH",
    url: `/api/crews/${id}`,
    headers: { cookie: owner },
    payload: payload as object,
  });
const auditOf = (id: string) =>
  t.app.db
    .selectFrom("audit_log")
    .select(["action", "details"])
    .where("entity", "=", "crew")
    .where("entity_id", "=", id)
    .orderBy("created_at")
    .execute();

describe("the owner's crews", () => {
  it("adds a crew, active unless told, lists it, and records who did it", async () => {
    const response = await add({ name: "  Lekki Team ", leadPhone: "0803 555 0142" });
    expect(response.statusCode, response.body).toBe(201);
    const crew: Crew = response.json();
    expect(crew).toMatchObject({ name: "Lekki Team", leadPhone: "0803 555 0142", active: true });
    const list = await t.app.inject({ url: "/api/crews", headers: { cookie: owner } });
    expect((list.json() as Crew[]).map((c) => c.name)).toContain("Lekki Team");
    const [entry] = await auditOf(crew._id);
    expect(entry?.action).toBe("create");
    expect(JSON.parse(entry!.details)).toMatchObject({ name: "Lekki Team" });
  });

  it("refuses a second crew of the same name, whatever its case or spacing", async () => {
    await add({ name: "Ikoyi Team", leadPhone: "+234 803 555 0143" });
    const again = await add({ name: "ikoyi   TEAM", leadPhone: "0803 555 0144" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(crewNameTaken);
  });

  it("renames, changes the lead's phone, switches off and on again, each recorded", async () => {
    const crew: Crew = (await add({ name: "Yaba Team", leadPhone: "0803 555 0145", active: false })).json();
    expect(crew.active).toBe(false);
    const renamed = await change(crew._id, { name: "Yaba Crew", leadPhone: "+44 20 7946 0958" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: "Yaba Crew", leadPhone: "+44 20 7946 0958", active: false });
    expect((await change(crew._id, { active: true })).json().active).toBe(true);
    expect((await change(crew._id, { active: false })).json().active).toBe(false);
    // Several entries may share a millisecond: compared without their order.
    const entries = await auditOf(crew._id);
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      "activate",
      "create",
      "deactivate",
      "update",
    ]);
    const update = entries.find((entry) => entry.action === "update")!;
    expect(JSON.parse(update.details)).toEqual({ name: "Yaba Crew", previousName: "Yaba Team" });
  });

  it("refuses a rename onto another crew's name", async () => {
    const crew: Crew = (await add({ name: "Ajah Team", leadPhone: "0803 555 0146" })).json();
    const response = await change(crew._id, { name: "LEKKI TEAM" });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(crewNameTaken);
  });

  it.each([
    [{ leadPhone: "0803 555 0142" }, "Name is required"],
    [{ name: "", leadPhone: "0803 555 0142" }, "Name is required"],
    [{ name: "x".repeat(61), leadPhone: "0803 555 0142" }, "Name must be at most 60 characters"],
    [{ name: "Gbagada Team" }, "Lead's phone is required"],
    [{ name: "Gbagada Team", leadPhone: "call me" }, phoneNotValid],
    [{ name: "Gbagada Team", leadPhone: "12345" }, phoneNotValid],
    [{ name: "Gbagada Team", leadPhone: "0803 555 0142", active: "yes" }, "Active must be true or false"],
  ])("answers 400 with a message to %j", async (payload, message) => {
    const response = await add(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("answers 400 to an empty change and 404 to an unknown crew", async () => {
    const crew: Crew = (await add({ name: "Surulere Team", leadPhone: "0803 555 0147" })).json();
    const empty = await change(crew._id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(crewChangeEmpty);
    const unknown = await change("00000000-0000-0000-0000-000000000000", { active: false });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(crewNotFound);
  });
});

describe("staff", () => {
  it("list the crews for the booking details, but cannot add or change one", async () => {
    const list = await t.app.inject({ url: "/api/bookings/crews", headers: { cookie: staff } });
    expect(list.statusCode).toBe(200);
    expect((list.json() as Crew[]).map((crew) => crew.name)).toContain("Lekki Team");
    // Active crews first.
    const crews = list.json() as Crew[];
    expect(crews.findIndex((crew) => !crew.active)).toBeGreaterThan(
      crews.findLastIndex((crew) => crew.active),
    );

    const added = await add({ name: "Staff Team", leadPhone: "0803 555 0148" }, staff);
    expect(added.statusCode).toBe(403);
    expect(added.json().message).toBe(notAllowedForRole);
    const owners = await t.app.inject({ url: "/api/crews", headers: { cookie: staff } });
    expect(owners.statusCode).toBe(403);
  });
});
