// What the contact form and the contact API say.

export const messageSent = "Message sent successfully.";

/** Shown when a send fails without a message of the server's own. */
export const messageFailed = "Something went wrong";

/** Where the contact form posts when the page's script has not taken over (decision 011). */
export const contactFormAction = "/contact-us";

/** Under the contact form's optional phone field when what was typed cannot be a phone number. */
export const contactPhoneNotValid = "Enter a valid phone number, or leave it empty";

/** The Messages screen's button that opens WhatsApp to a sender who gave a phone. */
export const replyOnWhatsAppLabel = "Reply on WhatsApp";

/** How staff's WhatsApp answer to a contact message starts. */
export function contactReplyGreeting(name: string, businessName: string): string {
  const first = name.trim().split(/\s+/)[0] ?? name;
  return `Hello ${first}, thank you for your message to ${businessName}. `;
}

export const contactMessageNotFound = "We could not find that message.";
