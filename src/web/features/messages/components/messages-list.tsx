import { formatLagosMoment } from "~/web/lib/lagos-moment";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { contactReplyGreeting, replyOnWhatsAppLabel } from "~/shared/rules/contact";
import { telLink, whatsappChatLink } from "~/shared/rules/settings";
import type { ContactMessage } from "~/shared/schemas/contact";
import { Dialog } from "~/web/components/ui/dialog";
import { EmptyState } from "~/web/components/ui/empty-state";
import { errorMessage } from "~/web/lib/api-client";
import { notify } from "~/web/lib/toast";
import { useSiteSettings } from "~/web/lib/site-settings";
import { useMessages } from "../api/get-messages";
import { useMarkMessageRead } from "../api/mark-message-read";

/** One tap opens WhatsApp to the sender, the answer's first words written (a message that gave a phone). */
function ReplyOnWhatsApp({
  message,
  business,
  className = "",
}: {
  message: ContactMessage;
  business: string;
  className?: string;
}) {
  return (
    <a
      href={whatsappChatLink(message.phone, contactReplyGreeting(message.name, business))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${replyOnWhatsAppLabel} to ${message.name}`}
      className={`inline-flex min-h-11 items-center justify-center rounded-lg bg-[#1c7a43] px-4 text-sm font-semibold text-white hover:bg-[#155f34] ${className}`}
    >
      {replyOnWhatsAppLabel}
    </a>
  );
}

/** Contact messages newest first, unread ones marked; opening one shows it in full and marks it read. */
export function MessagesList() {
  const messages = useMessages();
  const markRead = useMarkMessageRead();
  const [open, setOpen] = useState<ContactMessage | null>(null);
  const { business } = useSiteSettings();

  function read(message: ContactMessage) {
    setOpen(message);
    if (!message.read)
      markRead.mutate(message._id, {
        onError: (error) => notify.error(errorMessage(error, "Could not mark the message as read.")),
      });
  }

  // Today's unread lines link to `?open=<id>`: that message opens once the list has it.
  const [params, setParams] = useSearchParams();
  const linked = params.get("open");
  useEffect(() => {
    if (!linked || !messages.data) return;
    const found = messages.data.find((message) => message._id === linked);
    if (found) read(found);
    setParams(
      (current) => {
        current.delete("open");
        return current;
      },
      { replace: true },
    );
    // `read` is a new function on every render; the link is acted on once, when the list arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linked, messages.data, setParams]);

  const list = messages.data ?? [];
  const unread = list.filter((message) => !message.read).length;
  return (
    <div className="space-y-5">
      <div className="flex items-baseline justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">Messages</h1>
        {messages.data && <p className="text-sm text-slate-600">{unread} unread</p>}
      </div>
      {messages.isPending ? (
        <p role="status" className="py-10 text-center text-slate-600">
          Loading messages...
        </p>
      ) : messages.isError ? (
        <p role="alert" className="py-10 text-center text-red-700">
          {errorMessage(messages.error, "Failed to load messages.")}
        </p>
      ) : list.length === 0 ? (
        <EmptyState title="No messages yet." hint="Messages sent from the contact form appear here." />
      ) : (
        <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          {list.map((message) => (
            <li key={message._id} className="flex flex-col sm:flex-row sm:items-stretch">
              <button
                type="button"
                onClick={() => read(message)}
                className={`flex w-full min-w-0 flex-1 items-start gap-4 px-5 py-4 text-left hover:bg-slate-50 ${message.read ? "" : "bg-brand-50/60"}`}
              >
                <span
                  aria-hidden="true"
                  className={`mt-2 h-2.5 w-2.5 shrink-0 rounded-full ${message.read ? "bg-transparent" : "bg-brand-600"}`}
                />
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-baseline justify-between gap-2">
                    <span className={`text-slate-900 ${message.read ? "" : "font-bold"}`}>
                      {message.name}
                      {!message.read && (
                        <span className="ml-2 rounded bg-brand-600 px-1.5 py-0.5 text-xs font-semibold text-white">
                          Unread
                        </span>
                      )}
                    </span>
                    <span className="text-xs text-slate-500">{formatLagosMoment(message.createdAt)}</span>
                  </span>
                  <span className="block text-sm text-slate-600">{message.email}</span>
                  <span className="mt-1 block truncate text-sm text-slate-700">{message.message}</span>
                </span>
              </button>
              {message.phone && (
                <ReplyOnWhatsApp
                  message={message}
                  business={business.name}
                  className="mx-5 mb-4 sm:mx-0 sm:mb-0 sm:self-center sm:mr-5"
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open ? `Message from ${open.name}` : ""}
      >
        {open && (
          <div className="space-y-3 text-sm">
            <p>
              <a href={`mailto:${open.email}`} className="font-medium text-brand-700 underline">
                {open.email}
              </a>
            </p>
            {open.phone && (
              <p className="flex flex-wrap items-center gap-3">
                <a href={telLink(open.phone)} className="font-medium text-brand-700 underline">
                  {open.phone}
                </a>
                <ReplyOnWhatsApp message={open} business={business.name} />
              </p>
            )}
            <p className="text-xs text-slate-500">{formatLagosMoment(open.createdAt)}</p>
            <p className="whitespace-pre-wrap break-words text-slate-900">{open.message}</p>
          </div>
        )}
      </Dialog>
    </div>
  );
}
