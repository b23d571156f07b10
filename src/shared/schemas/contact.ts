import { z } from "zod";
import { emailAddress, requiredLines, requiredText } from "./common.ts";

export const contactMessageInput = z.object({
  name: requiredText("Full name", 100),
  email: emailAddress,
  message: requiredLines("Message", 5000),
});
export type ContactMessageInput = z.infer<typeof contactMessageInput>;

export const contactMessage = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessage>;
