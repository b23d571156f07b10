import { useMutation } from "@tanstack/react-query";
import type { ContactMessageInput } from "~/shared/schemas/contact";
import { api } from "~/web/lib/api-client";

export const sendMessage = (input: ContactMessageInput) =>
  api.post<{ message: string }>("/contact/send-message", input);

export const useSendMessage = () => useMutation({ mutationFn: sendMessage });
