import { useId, useState, type FormEvent } from "react";
import { contactFormAction, messageFailed, messageSent } from "~/shared/rules/contact";
import { FormField } from "~/web/components/ui/form-field";
import { contactLook } from "~/web/components/ui/form-styles";
import { errorMessage } from "~/web/lib/api-client";
import { notify } from "~/web/lib/toast";
import { useSendMessage } from "../api/send-message";
import type { ContactPostResult } from "../lib/contact-post";

type ContactFormProps = {
  /** What the server answered a post made without script: shown in the form, with what was typed. */
  posted?: ContactPostResult;
};

/**
 * Full name, email and message; cleared once the message is sent. It posts to the contact
 * page, so it works before the page's script has taken over and never puts what was typed in a URL.
 */
export function ContactForm({ posted }: ContactFormProps) {
  const id = useId();
  const send = useSendMessage();
  const [shown, setShown] = useState(posted);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setShown(undefined);
    const form = event.currentTarget;
    const data = new FormData(form);
    try {
      await send.mutateAsync({
        name: String(data.get("name") ?? ""),
        email: String(data.get("email") ?? ""),
        phone: String(data.get("phone") ?? ""),
        message: String(data.get("message") ?? ""),
      });
      form.reset();
      notify.success(messageSent);
    } catch (error) {
      notify.error(errorMessage(error, messageFailed));
    }
  }

  const busy = send.isPending;
  const typed = shown && !shown.sent ? shown.fields : undefined;
  return (
    <form
      method="post"
      action={contactFormAction}
      onSubmit={onSubmit}
      aria-label="Contact form"
      className="space-y-4"
    >
      {shown?.sent && (
        <p role="status" className="rounded-lg bg-green-50 px-4 py-3 font-medium text-green-900">
          {messageSent}
        </p>
      )}
      {shown && !shown.sent && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 font-medium text-red-800">
          {shown.error}
        </p>
      )}
      <fieldset disabled={busy} className="space-y-4">
        <FormField id={`${id}-name`} label="Full Name" look={contactLook}>
          {(control) => (
            <input
              {...control}
              name="name"
              autoComplete="name"
              required
              maxLength={100}
              defaultValue={typed?.name}
              className={contactLook.control}
            />
          )}
        </FormField>
        <FormField id={`${id}-email`} label="Email" look={contactLook}>
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              defaultValue={typed?.email}
              className={contactLook.control}
            />
          )}
        </FormField>
        <FormField id={`${id}-phone`} label="Phone (optional)" look={contactLook}>
          {(control) => (
            <input
              {...control}
              name="phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              maxLength={30}
              defaultValue={typed?.phone}
              className={contactLook.control}
            />
          )}
        </FormField>
        <FormField id={`${id}-message`} label="Message" look={contactLook}>
          {(control) => (
            <textarea
              {...control}
              name="message"
              required
              rows={5}
              maxLength={5000}
              defaultValue={typed?.message}
              className={contactLook.control}
            />
          )}
        </FormField>
        <button
          type="submit"
          className="w-full rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 sm:w-auto"
        >
          {busy ? "Sending..." : "Send Message"}
        </button>
      </fieldset>
    </form>
  );
}
