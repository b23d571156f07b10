// What the sign-in form says (SPEC.md §4, §8).

/** Shown when signing in fails without a message of the server's own. */
export const signInFailed = "Something went wrong!";

/** Where the sign-in form posts when the page's script has not taken over (DECISIONS.md D29). */
export const signInFormAction = "/admin-auth-route";

/** Where a successful sign-in leads. */
export const afterSignIn = "/admin-dashboard";
