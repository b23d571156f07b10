// Keyset paging (docs/decisions/052-indexes-and-streamed-exports.md): a page after another is asked for
// by the sort key and id of the last row shown, so the hundredth page costs what the first did.
import { windowRank } from "./bookings-list.ts";

/** The cursor after a row: its sort key and its id, as one query value. */
export function cursorAfter(key: string, id: string): string {
  return `${key}~${id}`;
}

/** A cursor's sort key and id, or null when the text is not a cursor. */
export function readCursor(text: string): { key: string; id: string } | null {
  const at = text.lastIndexOf("~");
  if (at <= 0 || at === text.length - 1) return null;
  return { key: text.slice(0, at), id: text.slice(at + 1) };
}

export const cursorNotValid = "Cursor must be one a previous page of this list gave";

/** A stored instant, as every `created_at` is written: `2026-11-27T09:15:00.000Z`. */
const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
/** The longest cursor a list accepts: far past any real one, so nobody sends a megabyte to be decoded. */
export const maxCursorLength = 200;

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const fromBase64Url = (text: string) => atob(text.replace(/-/g, "+").replace(/_/g, "/"));

/**
 * The `?cursor=` of the bookings list and the outbox (docs/decisions/056-keyset-cursors.md): the creation
 * instant and id of the last row shown, as one opaque, URL-safe string. Clients pass back what the server
 * gave them (the `X-Next-Cursor` header) and never read it.
 */
export function encodeCursor(createdAt: string, id: string): string {
  return toBase64Url(`${createdAt}~${id}`);
}

/** What `encodeCursor` wrote, or null for anything else (a made-up, cut or altered cursor). */
export function decodeCursor(text: string): { createdAt: string; id: string } | null {
  if (text.length === 0 || text.length > maxCursorLength || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  let plain: string;
  try {
    plain = fromBase64Url(text);
  } catch {
    return null;
  }
  // The instant holds no "~": the first one ends it, whatever the id holds.
  const at = plain.indexOf("~");
  const createdAt = plain.slice(0, at);
  const id = plain.slice(at + 1);
  if (at < 0 || !instant.test(createdAt) || !/^[\x21-\x7e]{1,100}$/.test(id)) return null;
  return { createdAt, id };
}

/** Response header of the lists that take `?cursor=`: the cursor of the page after this one, absent at the end. */
export const nextCursorHeader = "x-next-cursor";

/**
 * Where a walk of the staff's bookings list stands (docs/decisions/061-bookings-list-for-a-working-day.md):
 * the list runs in three parts, visits to come, past ones and those without a date, and a cursor names the
 * part its last row is in and that row's sort key.
 */
export type BookingsCursor = {
  /** The Lagos date the walk began on: every page of it splits the parts there. */
  day: string;
  part: "upcoming" | "past" | "undated";
  /** The last row's visit date ("" for none), its window's place in the day, when it was made, its id. */
  date: string;
  rank: number;
  createdAt: string;
  id: string;
};

/** A bookings cursor's longest text: its fixed fields and an id of at most 100 characters, encoded. */
export const maxBookingsCursorLength = 256;
const calendarDay = /^\d{4}-\d{2}-\d{2}$/;
const partLetters = { upcoming: "u", past: "p", undated: "n" } as const;
const partOfLetter = (letter: string) =>
  (Object.keys(partLetters) as BookingsCursor["part"][]).find((part) => partLetters[part] === letter);

/** The `?cursor=` after a row of the bookings list: opaque and URL-safe, like `encodeCursor`'s. */
export function encodeBookingsCursor(cursor: BookingsCursor): string {
  const { day, part, date, rank, createdAt, id } = cursor;
  return toBase64Url([day, partLetters[part], date, rank, createdAt, id].join("~"));
}

/** Whether a cursor's date belongs to its part: to come from the walk's day, past before it, or none. */
const dateFitsPart = (part: BookingsCursor["part"], date: string, day: string) =>
  part === "undated" ? date === "" : calendarDay.test(date) && (part === "upcoming") === date >= day;

/** What `encodeBookingsCursor` wrote, or null for anything else, fields that disagree included. */
export function decodeBookingsCursor(text: string): BookingsCursor | null {
  if (text.length === 0 || text.length > maxBookingsCursorLength || !/^[A-Za-z0-9_-]+$/.test(text))
    return null;
  let plain: string;
  try {
    plain = fromBase64Url(text);
  } catch {
    return null;
  }
  const fields = plain.split("~");
  if (fields.length < 6) return null;
  const [day, letter, date, rank, createdAt] = fields as [string, string, string, string, string];
  // The id is the rest: it alone may hold a "~".
  const id = fields.slice(5).join("~");
  const part = partOfLetter(letter);
  if (
    !part ||
    !calendarDay.test(day) ||
    !dateFitsPart(part, date, day) ||
    !/^[1-9]$/.test(rank) ||
    Number(rank) > windowRank(null) ||
    !instant.test(createdAt) ||
    !/^[\x21-\x7e]{1,100}$/.test(id)
  )
    return null;
  return { day, part, date, rank: Number(rank), createdAt, id };
}
