import { useId, type FormEvent } from "react";
import { errorMessage } from "~/web/lib/api-client";
import { notify } from "~/web/lib/toast";
import { useSendMessage } from "../api/send-message";

export const messageSent = "Message sent successfully.";

const field = "mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900";

/** Full name, email and message (SPEC.md §2); cleared once the message is sent. */
export function ContactForm() {
  const id = useId();
  const send = useSendMessage();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    try {
      await send.mutateAsync({
        name: String(data.get("name") ?? ""),
        email: String(data.get("email") ?? ""),
        message: String(data.get("message") ?? ""),
      });
      form.reset();
      notify.success(messageSent);
    } catch (error) {
      notify.error(errorMessage(error, "Something went wrong"));
    }
  }

  const busy = send.isPending;
  return (
    <form onSubmit={onSubmit} aria-label="Contact form" className="space-y-4">
      <fieldset disabled={busy} className="space-y-4">
        <div>
          <label htmlFor={`${id}-name`} className="block font-medium text-slate-800">
            Full Name
          </label>
          <input
            id={`${id}-name`}
            name="name"
            autoComplete="name"
            required
            maxLength={100}
            className={field}
          />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="block font-medium text-slate-800">
            Email
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            className={field}
          />
        </div>
        <div>
          <label htmlFor={`${id}-message`} className="block font-medium text-slate-800">
            Message
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            required
            rows={5}
            maxLength={5000}
            className={field}
          />
        </div>
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
