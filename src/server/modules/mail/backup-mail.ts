import {
  backupFailedSubject,
  backupFailedText,
  backupStaleSubject,
  backupStaleText,
  type BackupStep,
} from "../../../shared/rules/backup.ts";
import { escapeMultiline, htmlDocument } from "./html.ts";
import type { MailMessage } from "./mailer.ts";

/** Plain words as the HTML part too: one paragraph per blank-line-separated block. */
function asMail(to: string, subject: string, text: string): MailMessage {
  const paragraphs = text.split("\n\n").map((block) => `<p>${escapeMultiline(block)}</p>`);
  return { to, subject, text, html: htmlDocument(subject, paragraphs.join("")) };
}

/** To the office: a nightly backup failed, in which step, why, and how to fix it. */
export function backupFailedMail(to: string, step: BackupStep, reason: string, at: Date): MailMessage {
  const when = at.toISOString().slice(0, 16).replace("T", " ");
  return asMail(to, backupFailedSubject, backupFailedText(step, reason, when));
}

/** To the office: the newest backup is too old, or there is none. */
export function backupStaleMail(
  to: string,
  folder: string,
  newest?: { file: string; hours: number },
): MailMessage {
  return asMail(to, backupStaleSubject, backupStaleText(folder, newest));
}
