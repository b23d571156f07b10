import { signInFormAction } from "../../../shared/rules/sign-in.ts";
import type { BusinessSettings } from "../../../shared/schemas/settings.ts";
import { escapeHtml, htmlDocument, htmlTable } from "./html.ts";
import type { MailMessage } from "./mailer.ts";

type OneTimePasswordMail = {
  to: string;
  name: string;
  password: string;
  /** A new account, or a password an owner reset. */
  reason: "created" | "reset";
  origin: string;
  /** The business as its settings name it now. */
  business: Pick<BusinessSettings, "name">;
};

/** The one-time password of a new or reset account, which must be replaced at the first sign-in. */
export function oneTimePasswordMail({
  to,
  name,
  password,
  reason,
  origin,
  business,
}: OneTimePasswordMail): MailMessage {
  const link = `${origin}${signInFormAction}`;
  const subject =
    reason === "created"
      ? `Your ${business.name} dashboard account`
      : `Your ${business.name} password was reset`;
  const opening =
    reason === "created"
      ? `An owner of ${business.name} made you an account on the dashboard.`
      : `An owner of ${business.name} reset the password of your dashboard account.`;
  const instruction = "Sign in with this one-time password; you will then choose your own.";
  const text = [
    `Hello ${name},`,
    ``,
    opening,
    instruction,
    ``,
    `Email: ${to}`,
    `One-time password: ${password}`,
    `Sign in: ${link}`,
  ].join("\n");
  const html = htmlDocument(
    subject,
    [
      `<p>Hello ${escapeHtml(name)},</p>`,
      `<p>${escapeHtml(opening)} ${escapeHtml(instruction)}</p>`,
      htmlTable([
        ["Email", to],
        ["One-time password", password],
      ]),
      `<p><a href="${escapeHtml(link)}">Sign in</a></p>`,
    ].join(""),
  );
  return { to, subject, text, html };
}
