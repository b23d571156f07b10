import type { ContactMessageInput } from "~/shared/schemas/contact";
import { api } from "~/web/lib/api-client";
import { useAction } from "~/web/lib/use-action";

export const sendMessage = (input: ContactMessageInput) =>
  api.post<{ message: string }>("/contact/send-message", input);

export const useSendMessage = () => useAction(sendMessage);
