// What the contact form and the contact API say (SPEC.md §8, DECISIONS.md D3).

export const messageSent = "Message sent successfully.";

/** Shown when a send fails without a message of the server's own. */
export const messageFailed = "Something went wrong";

/** Where the contact form posts when the page's script has not taken over (DECISIONS.md D29). */
export const contactFormAction = "/contact-us";
