import type { Page } from "@playwright/test";
import sharp from "sharp";
import type { AdminUser } from "../src/shared/schemas/user.ts";

import {
  admin,
  dashboardSidebar,
  expect,
  expectNoSeriousA11yViolations,
  foldDashboardMenu,
  test,
  toasts,
} from "./fixtures";
import {
  imageUploaded,
  passwordUpdated,
  pictureRefused,
  pictureUploadFailed,
  profileUpdateFailed,
  profileUpdated,
} from "../src/shared/rules/toasts.ts";
import { emailTaken, wrongCurrentPassword } from "../src/shared/rules/accounts.ts";

// Each test that changes the signed-in admin's name, picture or password signs in as an admin made
// for it (ownAdminPage), so its saves go to the real server and no other test sees them.

async function openProfile(page: Page) {
  await page.goto("/admin-dashboard/profile");
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
    ownAdminPage: page,
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
    await expect(toasts(page).getByText(profileUpdated)).toBeVisible();
  });

  test("a saved name shows in the sidebar at once, and stays after a reload", async ({
    ownAdminPage: page,
    ownAdmin,
  }) => {
    const main = await openProfile(page);
    await expect(
      (await dashboardSidebar(page)).getByText(`${ownAdmin.firstName} ${ownAdmin.lastName}`),
    ).toBeVisible();
    await foldDashboardMenu(page);
    await main.getByLabel("First Name").fill("Funmilayo");
    await main.getByLabel("Last Name").fill("Adeyemi");
    await main.getByRole("button", { name: "Update Profile" }).click();
    await expect(toasts(page).getByText(profileUpdated)).toBeVisible();
    await expect((await dashboardSidebar(page)).getByText("Funmilayo Adeyemi")).toBeVisible();
    await foldDashboardMenu(page);
    await expect(main.getByText("Funmilayo Adeyemi", { exact: true })).toBeVisible();
    expect(await currentUser(page)).toMatchObject({
      firstName: "Funmilayo",
      lastName: "Adeyemi",
      email: ownAdmin.email,
    });

    await page.reload();
    await expect((await dashboardSidebar(page)).getByText("Funmilayo Adeyemi")).toBeVisible();
    await expect(page.getByRole("main").getByLabel("First Name")).toHaveValue("Funmilayo");
  });

  test("checks the form, and a refused save shows the error toast and the server's field message", async ({
    ownAdminPage: page,
    ownAdmin,
  }) => {
    const main = await openProfile(page);
    await main.getByLabel("First Name").fill("");
    await main.getByLabel("Email").fill("not-an-email");
    await main.getByRole("button", { name: "Update Profile" }).click();
    await expect(main.getByText("First name is required")).toBeVisible();
    await expect(main.getByText("Enter a valid email address")).toBeVisible();

    // The demo admin's email is taken: the real server refuses it with 409 and a field message.
    const refused = page.waitForResponse((r) => r.url().endsWith("/api/user/update"));
    await main.getByLabel("First Name").fill("Site");
    await main.getByLabel("Email").fill(admin.email);
    await main.getByRole("button", { name: "Update Profile" }).click();
    expect((await refused).status()).toBe(409);
    await expect(toasts(page).getByText(profileUpdateFailed)).toBeVisible();
    await expect(main.getByText(emailTaken)).toBeVisible();
    expect((await currentUser(page)).email).toBe(ownAdmin.email);
  });

  test.describe("picture", () => {
    test("Change uploads the chosen picture at once and shows it", async ({ ownAdminPage: page }) => {
      const main = await openProfile(page);
      expect((await currentUser(page)).profileImage).toBe("");
      await main.getByLabel("Change").setInputFiles(await png());
      await expect(toasts(page).getByText(imageUploaded)).toBeVisible();
      const after = await currentUser(page);
      expect(after.profileImage).toMatch(/^\/api\/images\/[A-Za-z0-9-]+$/);
      await expect(main.getByRole("img", { name: "Profile picture" })).toHaveAttribute(
        "src",
        new RegExp(`^${after.profileImage}\\?w=`),
      );
      await expect((await dashboardSidebar(page)).locator(`img[src^="${after.profileImage}"]`)).toBeVisible();
    });

    test("a refused file and a failed upload show their toasts and keep the picture", async ({
      ownAdminPage: page,
    }) => {
      const main = await openProfile(page);
      const before = await currentUser(page);
      await main.getByLabel("Change").setInputFiles({
        name: "notes.png",
        mimeType: "image/png",
        buffer: Buffer.from("this is only text"),
      });
      await expect(toasts(page).getByText(pictureRefused)).toBeVisible();

      // A network failure: the real server cannot be made to give one.
      await page.route("**/api/uploads", (route) => route.abort("connectionfailed"));
      await main.getByLabel("Change").setInputFiles(await png());
      await expect(toasts(page).getByText(pictureUploadFailed)).toBeVisible();
      expect((await currentUser(page)).profileImage).toBe(before.profileImage);
    });
  });
});

test.describe("Password Settings", () => {
  test("Change Password opens the form and both Cancels close it", async ({ ownAdminPage: page }) => {
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

  test("refuses mismatched and short new passwords before sending", async ({
    ownAdminPage: page,
    ownAdmin,
  }) => {
    const main = await openProfile(page);
    let sent = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/user/update-password")) sent += 1;
    });
    await main.getByRole("button", { name: "Change Password" }).click();
    await main.getByLabel("Current Password").fill(ownAdmin.password);
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
    ownAdminPage: page,
    ownAdmin,
  }) => {
    const main = await openProfile(page);
    await main.getByRole("button", { name: "Change Password" }).click();
    await main.getByLabel("Current Password").fill("not the current password");
    await main.getByLabel("New Password", { exact: true }).fill("a long new password");
    await main.getByLabel("Confirm New Password").fill("a long new password");
    await main.getByRole("button", { name: "Update Password" }).click();
    await expect(toasts(page).getByText(wrongCurrentPassword)).toBeVisible();
    await expect(main.getByLabel("Current Password")).toBeVisible();
    const login = await page.request.post("/api/user/login", {
      data: { email: ownAdmin.email, password: ownAdmin.password },
    });
    expect(login.status()).toBe(200);
  });

  test("success toasts, closes the form and the new password signs in", async ({
    ownAdminPage: page,
    ownAdmin,
  }) => {
    const main = await openProfile(page);
    const sent: unknown[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/user/update-password")) sent.push(request.postDataJSON());
    });
    await main.getByRole("button", { name: "Change Password" }).click();
    await main.getByLabel("Current Password").fill(ownAdmin.password);
    await main.getByLabel("New Password", { exact: true }).fill("a long new password");
    await main.getByLabel("Confirm New Password").fill("a long new password");
    await main.getByRole("button", { name: "Update Password" }).click();
    await expect(toasts(page).getByText(passwordUpdated)).toBeVisible();
    await expect(main.getByLabel("Current Password")).toHaveCount(0);
    // The confirmation never leaves the browser.
    expect(sent).toEqual([{ currentPassword: ownAdmin.password, newPassword: "a long new password" }]);

    const login = (password: string) =>
      page.request.post("/api/user/login", { data: { email: ownAdmin.email, password } });
    expect((await login("a long new password")).status()).toBe(200);
    expect((await login(ownAdmin.password)).status()).toBe(401);
  });

  test("a failure without a message shows Error updating password", async ({
    ownAdminPage: page,
    ownAdmin,
  }) => {
    const main = await openProfile(page);
    // A 500 with an empty body: the real server answers every refusal with a message.
    await page.route("**/api/user/update-password", (route) => route.fulfill({ status: 500, body: "" }));
    await main.getByRole("button", { name: "Change Password" }).click();
    await main.getByLabel("Current Password").fill(ownAdmin.password);
    await main.getByLabel("New Password", { exact: true }).fill("a long new password");
    await main.getByLabel("Confirm New Password").fill("a long new password");
    await main.getByRole("button", { name: "Update Password" }).click();
    await expect(toasts(page).getByText("Error updating password", { exact: true })).toBeVisible();
  });
});
