// The accounts API's accepted requests for the input tests (valid-requests.ts), on an account made for them.
import type { TestApp } from "./test-app.ts";
import type { ValidRequest } from "./valid-requests.ts";

export async function accountRequests(t: TestApp, cookie: string): Promise<ValidRequest[]> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/admins",
    headers: { cookie },
    payload: { name: "Kemi Staff", email: "kemi.staff@example.ng", role: "staff" },
  });
  if (response.statusCode !== 201) throw new Error(`/api/admins: ${response.statusCode} ${response.body}`);
  const staff = { id: (response.json() as { account: { _id: string } }).account._id };
  return [
    {
      method: "POST",
      route: "/api/admins",
      body: { name: "Bisi Owner", email: "bisi.owner@example.ng", role: "owner" },
      signedIn: true,
    },
    { method: "PATCH", route: "/api/admins/:id", params: staff, body: { role: "staff" }, signedIn: true },
    { method: "POST", route: "/api/admins/:id/reset-password", params: staff, body: {}, signedIn: true },
  ];
}
