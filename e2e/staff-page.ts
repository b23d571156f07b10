// A staff member of the owner's making, for the journeys staff take: the owner adds the account as the
// Accounts screen does, and the new account signs in and chooses its own password, as the dashboard
// makes it do first (e2e/admin-accounts.spec.ts walks those screens themselves).
import type { Browser, Page } from "@playwright/test";
import { uniqueMark } from "./admin-bookings-helpers";
import { expect } from "./fixtures";

/** A browser of the staff member's own, signed in, at the owner's page size. */
export async function signedInStaffPage(browser: Browser, owner: Page, name: string): Promise<Page> {
  const email = `staff-${uniqueMark()}@example.ng`;
  const added = await owner.request.post("/api/admins", { data: { name, email, role: "staff" } });
  expect(added.status()).toBe(201);
  const { oneTimePassword } = (await added.json()) as { oneTimePassword: string };
  const viewport = owner.viewportSize()!;
  const context = await browser.newContext({ viewport, hasTouch: viewport.width < 500 });
  const login = await context.request.post("/api/user/login", { data: { email, password: oneTimePassword } });
  expect(login.status()).toBe(200);
  const changed = await context.request.put("/api/user/update-password", {
    data: { currentPassword: oneTimePassword, newPassword: `${name}'s own password ${uniqueMark()}` },
  });
  expect(changed.status()).toBe(200);
  return context.newPage();
}
