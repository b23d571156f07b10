import { messageFailed } from "~/shared/rules/contact";
import type { ContactMessageInput } from "~/shared/schemas/contact";
import { textOf } from "~/web/lib/form-text";

/** What the contact page shows after a post made without script. */
export type ContactPostResult =
  { sent: true } | { sent: false; error: string; fields: Record<keyof ContactMessageInput, string> };

/** The fields of a posted contact form, as typed. */
export function contactFieldsOf(form: FormData): Record<keyof ContactMessageInput, string> {
  return {
    name: textOf(form, "name"),
    email: textOf(form, "email"),
    phone: textOf(form, "phone"),
    message: textOf(form, "message"),
  };
}

/** Turns the API's answer into what the page shows: the success line, or its message and what was typed. */
export function contactPostResult(
  answer: { ok: boolean; message: string },
  fields: Record<keyof ContactMessageInput, string>,
): ContactPostResult {
  return answer.ok ? { sent: true } : { sent: false, error: answer.message || messageFailed, fields };
}
