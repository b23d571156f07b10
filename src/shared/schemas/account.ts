import { z } from "zod";
import { accountNameMaxLength } from "../rules/accounts.ts";
import { roles } from "../rules/roles.ts";
import { emailAddress, requiredText } from "./common.ts";

const role = z.enum(roles, { error: "Role must be owner or staff" });

/** One account as the accounts screen lists it. */
export const account = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role,
  disabled: z.boolean(),
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
});
export type Account = z.infer<typeof account>;

export const accountCreateInput = z.object({
  name: requiredText("Name", accountNameMaxLength),
  email: emailAddress,
  role,
});
export type AccountCreateInput = z.infer<typeof accountCreateInput>;

/** Role, disabled or both; an empty change is refused rather than silently accepted. */
export const accountUpdateInput = z
  .object({
    role: role.optional(),
    disabled: z.boolean({ error: "Disabled must be true or false" }).optional(),
  })
  .refine((input) => input.role !== undefined || input.disabled !== undefined, {
    message: "Say what to change: role or disabled",
  });
export type AccountUpdateInput = z.infer<typeof accountUpdateInput>;

/** A new account or a reset password: the one-time password is in this answer and nowhere else. */
export const accountWithPassword = z.object({
  account,
  oneTimePassword: z.string(),
  /** True when the password was also mailed to the account's address. */
  mailed: z.boolean(),
});
export type AccountWithPassword = z.infer<typeof accountWithPassword>;
