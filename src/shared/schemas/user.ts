import { z } from "zod";
import { roles } from "../rules/roles.ts";
import { emailAddress, imageUrl, requiredText, text } from "./common.ts";

export const passwordMinLength = 8;
export const passwordTooShort = `Password must be at least ${passwordMinLength} characters long`;

export const loginInput = z.object({
  email: emailAddress,
  password: text("Password", { error: "Password is required", trim: false })
    .min(1, "Password is required")
    .max(1024),
});
export type LoginInput = z.infer<typeof loginInput>;

export const adminUser = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profileImage: z.string(),
  role: z.enum(roles),
  /** A new or reset account must choose its own password before anything else. */
  mustChangePassword: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUser>;

/** `POST /api/user/login`'s answer: the session is in the cookie it sets. */
export const signedIn = z.object({ message: z.string(), user: adminUser });

export const profileUpdateInput = z.object({
  firstName: requiredText("First name", 60),
  lastName: requiredText("Last name", 60),
  email: emailAddress,
  profileImage: z.union([imageUrl, z.literal("")]).optional(),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateInput>;

export const newPassword = text("New password", { error: "New password is required", trim: false })
  .min(passwordMinLength, passwordTooShort)
  .max(1024, "Password is too long");

export const passwordUpdateInput = z.object({
  currentPassword: text("Current password", { error: "Current password is required", trim: false })
    .min(1, "Current password is required")
    .max(1024),
  newPassword,
});
export type PasswordUpdateInput = z.infer<typeof passwordUpdateInput>;

/**
 * `PUT /api/user/first-password`: an account signed in with its one-time password chooses its own, without
 * typing the one-time password again (the sign-in just checked it).
 */
export const firstPasswordInput = z.object({ newPassword });
export type FirstPasswordInput = z.infer<typeof firstPasswordInput>;

const newPasswordTwice = {
  newPassword: z.string().min(1, "New password is required"),
  confirmPassword: z.string().min(1, "Confirm your new password"),
};

/** A password form's checks: the new password typed the same twice, and long enough. */
function confirmed<Form extends z.ZodType<{ newPassword: string; confirmPassword: string }>>(form: Form) {
  return form
    .refine((values) => values.newPassword === values.confirmPassword, {
      message: "New passwords do not match",
      path: ["confirmPassword"],
    })
    .refine((values) => values.newPassword.length >= passwordMinLength, {
      message: passwordTooShort,
      path: ["newPassword"],
    });
}

/** The first password form: the new password twice, the one-time password not again. */
export const firstPasswordForm = confirmed(z.object(newPasswordTwice));
export type FirstPasswordForm = z.infer<typeof firstPasswordForm>;

/** The form adds a confirmation the server never sees. */
export const passwordForm = confirmed(
  z.object({ currentPassword: z.string().min(1, "Current password is required"), ...newPasswordTwice }),
);
export type PasswordForm = z.infer<typeof passwordForm>;
