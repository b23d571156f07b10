// Paths that carry a secret in a segment: a booking's manage link (`/manage/<token>`, and the API's
// `/api/bookings/manage/<token>/...`), a calendar feed (`/calendar/<token>.ics`) and a crew's page
// (`/crew/<token>`, and what it sends to `/api/crew-pages/<token>/...`). The secret must never reach a log
// line, however the path is spelled.

/** The segments after which a secret follows. */
const secretSegments = ["manage", "calendar", "crew", "crew-pages"];

/** A secret segment and what follows it, in a path already decoded and of any case. */
// The crew page's own script and service worker (`/crew/app.js`, `/crew/sw.js`) are files, not secrets.
const secretInPath = new RegExp(
  `([/\\\\](?:${secretSegments.join("|")})[/\\\\]+)(?!(?:app|sw)\\.js$)[^/\\\\?#]*`,
  "gi",
);

/** The path up to the secret (`/api/bookings/manage/`), in a path already decoded and of any case. */
const upToSecret = new RegExp(`^.*?[/\\\\](?:${secretSegments.join("|")})[/\\\\]+`, "i");

/** That part as the routes spell it: lower case, single slashes. */
const canonicalUpToSecret = new RegExp(`^(?:/[^/\\\\]+)*/(?:${secretSegments.join("|")})/$`);

/**
 * The path as a router might read it: percent-decoded until nothing changes (a double-encoded
 * `%256danage` is `manage` to whatever decodes it twice). Undecodable runs stay as they are.
 */
export function decodedPath(path: string): string {
  let current = path;
  for (let round = 0; round < 4; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      // A lone byte of a multi-byte character (`%80`) decodes to nothing on its own: it is kept.
      next = current.replace(/%[0-7][0-9A-Fa-f]/g, (escape) => decodeURIComponent(escape));
    }
    if (next === current) break;
    current = next;
  }
  return current;
}

/** The path for a log line: decoded, with the segment after `manage`, `calendar` or `crew` hidden. */
export function withoutPathSecrets(path: string, hidden: string): string {
  const decoded = decodedPath(path);
  secretInPath.lastIndex = 0;
  return decoded.replace(secretInPath, (_whole, prefix: string) => `${prefix}${hidden}`);
}

/**
 * True for a path that reaches a secret segment only in another spelling (`/MANAGE/<token>`,
 * `/%6danage/<token>`, `//manage/<token>`, `/manage%2F<token>`): such a request gets a 404, so that the
 * page is served at one address only, the one the log and the page cache know how to treat. What follows
 * the secret segment is the route's to judge (a token that is not one is its 404).
 */
export function isOtherSpellingOfSecretPath(path: string): boolean {
  const prefix = upToSecret.exec(decodedPath(path))?.[0];
  if (prefix === undefined) return false;
  return !path.startsWith(prefix) || !canonicalUpToSecret.test(prefix);
}
