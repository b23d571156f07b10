// What `npm run backup` allows itself and says (SECURITY.md, README "Backups").

/** How long a backup may take before it gives up, unless `--timeout <seconds>` says otherwise. */
export const backupTimeoutSeconds = 600;

export function backupTimedOut(seconds: number): string {
  return (
    `The backup did not finish within ${seconds} s and was stopped; no backup was written. ` +
    "Try again with a longer --timeout <seconds>, or at a quieter time."
  );
}

export const backupTimeoutInvalid = "--timeout must be a number of seconds greater than 0.";
