import { z } from "zod";
import { cursorNotValid, decodeBookingsCursor, decodeCursor } from "../rules/paging.ts";

/**
 * `?cursor=` of the lists read by keyset (docs/decisions/056-keyset-cursors.md): the cursor a previous
 * answer gave in its `X-Next-Cursor` header, read back into the creation instant and id of the last row
 * shown. Anything else is refused with 400.
 */
export const listCursor = z.string({ error: cursorNotValid }).transform((text, context) => {
  const cursor = decodeCursor(text);
  if (!cursor) {
    context.addIssue({ code: "custom", message: cursorNotValid });
    return z.NEVER;
  }
  return cursor;
});
export type ListCursor = { createdAt: string; id: string };

/**
 * `?cursor=` of the staff's bookings list (docs/decisions/061-bookings-list-for-a-working-day.md): the
 * X-Next-Cursor a previous page gave, read back into its part of the list and its last row's sort key.
 * Anything else, a cursor of another list or of the list's older order included, is refused with 400.
 */
export const bookingsListCursor = z.string({ error: cursorNotValid }).transform((text, context) => {
  const cursor = decodeBookingsCursor(text);
  if (!cursor) {
    context.addIssue({ code: "custom", message: cursorNotValid });
    return z.NEVER;
  }
  return cursor;
});
