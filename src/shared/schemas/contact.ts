import { z } from "zod";
import { contactPhoneNotValid } from "../rules/contact.ts";
import { emailAddress, requiredLines, requiredText } from "./common.ts";

export const contactMessageInput = z.object({
  name: requiredText("Full name", 100),
  email: emailAddress,
  message: requiredLines("Message", 5000),
  /** Optional: staff answer on WhatsApp or call back when it is given. */
  phone: z
    .string({ error: contactPhoneNotValid })
    .trim()
    .max(30, contactPhoneNotValid)
    .regex(/^(\+?[0-9 ()-]{7,20})?$/, contactPhoneNotValid)
    .optional()
    .default(""),
});
export type ContactMessageInput = z.infer<typeof contactMessageInput>;

export const contactMessage = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  /** '' when the sender gave none. */
  phone: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessage>;
