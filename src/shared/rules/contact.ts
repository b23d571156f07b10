// What the contact form and the contact API say.

export const messageSent = "Message sent successfully.";

/** Shown when a send fails without a message of the server's own. */
export const messageFailed = "Something went wrong";

/** Where the contact form posts when the page's script has not taken over (decision 011). */
export const contactFormAction = "/contact-us";
