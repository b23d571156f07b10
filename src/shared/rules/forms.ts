// What a visitor sees when the server refuses a form posted from somewhere other than this site's own
// pages (docs/decisions/002-sessions-and-cross-site-requests.md): the forms carry no token, the
// browser's Origin and Sec-Fetch-Site headers are checked instead, so no token can be missing or expire;
// the one refusal a customer can meet is this one (a page saved and opened from the phone, a browser
// that hides where a form came from), and it must read as plain words with a way back.

export const refusedFormTitle = "This form could not be sent";

export const refusedFormText =
  "For your safety we only accept forms sent from this website's own pages, and this one did not " +
  "come from one. Nothing you typed was sent or saved.";

export const refusedFormAdvice = "Please go back to the form, reload it and send it again.";

export const refusedFormBack = "Back to the form";

export const refusedFormHome = "Go to the home page";
