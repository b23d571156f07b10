// What a person reads when something failed and there is no better reason to give: the API's answer to
// an unexpected error, and the dashboard's toast when an answer carries no message of its own.

export const somethingWentWrong = "Something went wrong. Please try again.";
