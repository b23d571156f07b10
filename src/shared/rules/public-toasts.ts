// The toasts of the public site, apart from the dashboard's (toasts.ts): the booking dialog travels with
// every public page's first load, and importing the dashboard's toasts there would carry all of them along.

export const catalogueLoadFailed = "Failed to fetch data.";
