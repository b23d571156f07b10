import type { Page } from "@playwright/test";
import sharp from "sharp";
import type { AdminUser } from "../src/shared/schemas/user.ts";

import { admin, expect, expectNoSeriousA11yViolations, test, toasts } from "./fixtures";

// Every spec signs in as the one demo admin, so these journeys never leave its name, email or
// password changed: saves that would are answered in the browser, and the API tests prove the server.

async function openProfile(page: Page) {
  await page.goto("/admin-dashboard");
  await expect(page.getByRole("heading", { name: "Profile", exact: true })).toBeVisible();
  return page.getByRole("main");
}

async function currentUser(page: Page): Promise<AdminUser> {
  return (await (await page.request.get("/api/user/user")).json()) as AdminUser;
}

async function png() {
  const buffer = await sharp({ create: { width: 80, height: 80, channels: 3, background: "#2266aa" } })
    .png()
    .toBuffer();
  return { name: "me.png", mimeType: "image/png", buffer };
}

test.describe("Profile", () => {
  test("shows the picture, name, email and the filled form; Update Profile saves and toasts", async ({
    adminPage: page,
  }) => {
    const main = await openProfile(page);
    const user = await currentUser(page);
    await expect(main.getByRole("img", { name: "Profile picture" })).toBeVisible();
    await expect(main.getByText(`${user.firstName} ${user.lastName}`, { exact: true })).toBeVisible();
    await expect(main.getByText(user.email, { exact: true })).toBeVisible();
    await expect(main.getByLabel("Change")).toBeAttached();
    await expect(main.getByLabel("First Name")).toHaveValue(user.firstName);
    await expect(main.getByLabel("Last Name")).toHaveValue(user.lastName);
    await expect(main.getByLabel("Email")).toHaveValue(user.email);
    await expectNoSeriousA11yViolations(page);

    // A real save of the same values.
    const saved = page.waitForResponse(
      (r) => r.url().endsWith("/api/user/update") && r.request().method() === "PUT",
    );
    await main.getByRole("button", { name: "Update Profile" }).click();
    expect((await saved).status()).toBe(200);
    await expect(toasts(page).getByText("Profile updated successfully")).toBeVisible();
  });

  test("a saved name shows in the sidebar at once", async ({ adminPage: page }) => {
    const main = await openProfile(page);
    const user = await currentUser(page);
    let sent: unknown;
    await page.route("**/api/user/update", async (route) => {
      sent = route.request().postDataJSON();
      await route.fulfill({ json: { ...user, firstName: "Funmilayo", lastName: "Adeyemi" } });
    });
    await main.getByLabel("First Name").fill("Funmilayo");
    await main.getByLabel("Last Name").fill("Adeyemi");
    await main.getByRole("button", { name: "Update Profile" }).click();
    await expect(toasts(page).getByText("Profile updated successfully")).toBeVisible();
    expect(sent).toMatchObject({ firstName: "Funmilayo", lastName: "Adeyemi", email: user.email });
    await expect(page.getByRole("complementary").getByText("Funmilayo Adeyemi")).toBeVisible();
    await expect(main.getByText("Funmilayo Adeyemi", { exact: true })).toBeVisible();
  });

  test("checks the form, and a refused save shows the error toast and the server's field message", async ({
    adminPage: page,
  }) => {
    const main = await openProfile(page);
    await main.getByLabel("First Name").fill("");
    await main.getByLabel("Email").fill("not-an-email");
    await main.getByRole("button", { name: "Update Profile" }).click();
    await expect(main.getByText("First name is required")).toBeVisible();
    await expect(main.getByText("Enter a valid email address")).toBeVisible();

    await page.route("**/api/user/update", (route) =>
      route.fulfill({
        status: 409,
        json: {
          message: "Another admin already uses this email address.",
          fields: { email: "Another admin already uses this email address." },
        },
      }),
    );
    await main.getByLabel("First Name").fill("Site");
    await main.getByLabel("Email").fill("someone.else@example.ng");
    await main.getByRole("button", { name: "Update Profile" }).click();
    await expect(toasts(page).getByText("Error updating profile. Please try again.")).toBeVisible();
    await expect(main.getByText("Another admin already uses this email address.")).toBeVisible();
  });

  test.describe("picture", () => {
    // Both read the shared admin's picture and one changes it for a moment: one after the other.
    test.describe.configure({ mode: "serial" });

    test("Change uploads the chosen picture at once and shows it", async ({ adminPage: page }) => {
      const main = await openProfile(page);
      const before = await currentUser(page);
      try {
        await main.getByLabel("Change").setInputFiles(await png());
        await expect(toasts(page).getByText("Image uploaded successfully!")).toBeVisible();
        const after = await currentUser(page);
        expect(after.profileImage).toMatch(/^\/api\/images\/[A-Za-z0-9-]+$/);
        await expect(main.getByRole("img", { name: "Profile picture" })).toHaveAttribute(
          "src",
          new RegExp(`^${after.profileImage}\\?w=`),
        );
        await expect(
          page.getByRole("complementary").locator(`img[src^="${after.profileImage}"]`),
        ).toBeVisible();
      } finally {
        // Leave the shared admin as it was.
        await page.request.put("/api/user/update", {
          data: {
            firstName: before.firstName,
            lastName: before.lastName,
            email: before.email,
            profileImage: before.profileImage,
          },
        });
      }
    });

    test("a refused file and a failed upload show their toasts and keep the picture", async ({
      adminPage: page,
    }) => {
      const main = await openProfile(page);
      const before = await currentUser(page);
      await main.getByLabel("Change").setInputFiles({
        name: "notes.png",
        mimeType: "image/png",
        buffer: Buffer.from("this is only text"),
      });
      await expect(toasts(page).getByText("Image upload failed. Please try again.")).toBeVisible();

      await page.route("**/api/uploads", (route) => route.abort("connectionfailed"));
      await main.getByLabel("Change").setInputFiles(await png());
      await expect(toasts(page).getByText("Error uploading image. Please try again.")).toBeVisible();
      expect((await currentUser(page)).profileImage).toBe(before.profileImage);
    });
  });
});

test.describe("Password Settings", () => {
  test("Change Password opens the form and both Cancels close it", async ({ adminPage: page }) => {
    const main = await openProfile(page);
    await expect(main.getByRole("heading", { name: "Password Settings" })).toBeVisible();
    await expect(main.getByLabel("Current Password")).toHaveCount(0);
    await main.getByRole("button", { name: "Change Password" }).click();
    for (const label of ["Current Password", "New Password", "Confirm New Password"]) {
      await expect(main.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(main.getByRole("button", { name: "Update Password" })).toBeVisible();
    await expect(main.getByRole("button", { name: "Cancel" })).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);

    // The toggle now reads Cancel.
    await main.getByRole("button", { name: "Cancel" }).first().click();
    await expect(main.getByLabel("Current Password")).toHaveCount(0);
    await main.getByRole("button", { name: "Change Password" }).click();
    await main.getByLabel("Current Password").fill("typed and then abandoned");
    await main.getByRole("button", { name: "Cancel" }).last().click();
    await expect(main.getByLabel("Current Password")).toHaveCount(0);
    // Reopened empty.
    await main.getByRole("button", { name: "Change Password" }).click();
    await expect(main.getByLabel("Current Password")).toHaveValue("");
  });

  test("refuses mismatched and short new passwords before sending", async ({ adminPage: page }) => {
    const main = await openProfile(page);
    let sent = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/user/update-password")) sent += 1;
    });
    await main.getByRole("button", { name: "Change Password" }).click();
    await main.getByLabel("Current Password").fill(admin.password);
    await main.getByLabel("New Password", { exact: true }).fill("a long new password");
    await main.getByLabel("Confirm New Password").fill("a different password");
    await main.getByRole("button", { name: "Update Password" }).click();
    await expect(main.getByText("New passwords do not match")).toBeVisible();

    await main.getByLabel("New Password", { exact: true }).fill("short7!");
    await main.getByLabel("Confirm New Password").fill("short7!");
    await main.getByRole("button", { name: "Update Password" }).click();
    await expect(main.getByText("Password must be at least 8 characters long")).toBeVisible();
    await expect(main.getByText("New passwords do not match")).toHaveCount(0);
    expect(sent).toBe(0);
  });

  test("a wrong current password shows the server's message and changes nothing", async ({
    adminPage: page,
  }) => {
    const main = await openProfile(page);
    await main.getByRole("button", { name: "Change Password" }).click();
    await main.getByLabel("Current Password").fill("not the current password");
    await main.getByLabel("New Password", { exact: true }).fill("a long new password");
    await main.getByLabel("Confirm New Password").fill("a long new password");
    await main.getByRole("button", { name: "Update Password" }).click();
    await expect(toasts(page).getByText("Current password is incorrect.")).toBeVisible();
    await expect(main.getByLabel("Current Password")).toBeVisible();
    const login = await page.request.post("/api/user/login", { data: admin });
    expect(login.status()).toBe(200);
  });

  test("success toasts and closes the form; a failure without a message shows Error updating password", async ({
    adminPage: page,
  }) => {
    const main = await openProfile(page);
    let sent: unknown;
    await page.route("**/api/user/update-password", async (route) => {
      sent = route.request().postDataJSON();
      await route.fulfill({ json: { message: "Password updated successfully" } });
    });
    await main.getByRole("button", { name: "Change Password" }).click();
    await main.getByLabel("Current Password").fill(admin.password);
    await main.getByLabel("New Password", { exact: true }).fill("a long new password");
    await main.getByLabel("Confirm New Password").fill("a long new password");
    await main.getByRole("button", { name: "Update Password" }).click();
    await expect(toasts(page).getByText("Password updated successfully")).toBeVisible();
    await expect(main.getByLabel("Current Password")).toHaveCount(0);
    // The confirmation never leaves the browser.
    expect(sent).toEqual({ currentPassword: admin.password, newPassword: "a long new password" });

    await page.unroute("**/api/user/update-password");
    await page.route("**/api/user/update-password", (route) => route.fulfill({ status: 500, body: "" }));
    await main.getByRole("button", { name: "Change Password" }).click();
    await main.getByLabel("Current Password").fill(admin.password);
    await main.getByLabel("New Password", { exact: true }).fill("a long new password");
    await main.getByLabel("Confirm New Password").fill("a long new password");
    await main.getByRole("button", { name: "Update Password" }).click();
    await expect(toasts(page).getByText("Error updating password", { exact: true })).toBeVisible();
  });
});
