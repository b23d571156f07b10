// What the accounts screen and the accounts API say, and their limits.

export const accountNameMaxLength = 120;

/** A second account with an email already in use: 409. */
export const accountEmailTaken = "An account with this email address already exists.";

export const accountNotFound = "Account not found.";

/** Disabling or demoting the only owner left would leave nobody able to run the business. */
export const lastActiveOwner =
  "This is the last active owner. Make another account an owner before disabling or demoting this one.";

/** A disabled account's sign-in, said only after a correct password so accounts cannot be discovered. */
export const accountDisabled = "This account is disabled. Ask an owner to enable it.";

/** A one-time password kept as the new one: someone else has seen it. */
export const samePasswordAgain = "Choose a new password that differs from the one-time password.";

/** A first password asked for by an account whose password is already its own (Profile changes it). */
export const passwordAlreadyChosen =
  "Your password is already your own. Change it under Profile, with your current password.";

/** Beside a one-time password, the one time it is shown. */
export const passOnOneTimePassword =
  "Copy this one-time password and pass it on privately. It is shown only once; at first sign-in they must choose their own.";

/** The profile screen's email, already another admin's: 409. */
export const emailTaken = "Another admin already uses this email address.";

/** A password change whose current password is wrong. */
export const wrongCurrentPassword = "Current password is incorrect.";
