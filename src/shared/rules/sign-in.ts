// What the sign-in form says.

/** Shown when signing in fails without a message of the server's own. */
export const signInFailed = "Something went wrong!";

/** Where the sign-in form posts when the page's script has not taken over (decision 011). */
export const signInFormAction = "/admin-auth-route";

/** Where a successful sign-in leads. */
export const afterSignIn = "/admin-dashboard";

/** Where a sign-in with a one-time password leads instead: the account chooses its own password first. */
export const passwordChangeScreen = "/admin-dashboard/change-password";

/** Answered with 429 when one address has used up its sign-in attempts (SECURITY.md). */
export const tooManySignInAttempts = "Too many sign-in attempts. Please wait 15 minutes and try again.";

/** The window every sign-in counter below counts in. */
export const signInWindowMs = 15 * 60 * 1000;

/** Sign-in requests one address may make in the window, whatever the accounts (a flood of many accounts). */
export const signInAttemptsPerAddress = 20;

/**
 * Wrong passwords for one account from one address in the window before that address gets 429 for that
 * account. A successful sign-in from the address starts its count again; other addresses are not affected,
 * so nobody can lock the owner out.
 */
export const signInFailuresPerAccountAndAddress = 10;

/**
 * Wrong passwords for one account from all addresses together in the window before every answer for that
 * account is slowed (never refused): the delay starts at `signInSlowdownStartMs` and doubles with each
 * further failure up to `signInSlowdownMaxMs`.
 */
export const signInFailuresPerAccountBeforeSlowdown = 30;
export const signInSlowdownStartMs = 100;
export const signInSlowdownMaxMs = 3000;

/** How long an answer for an account that has had `failures` wrong passwords in the window is held back. */
export function signInSlowdownMs(failures: number): number {
  const past = failures - signInFailuresPerAccountBeforeSlowdown;
  if (past < 0) return 0;
  return Math.min(signInSlowdownStartMs * 2 ** Math.min(past, 20), signInSlowdownMaxMs);
}

/** A wrong email or password: one answer for both, so accounts cannot be discovered. */
export const invalidCredentials = "Invalid email or password.";
