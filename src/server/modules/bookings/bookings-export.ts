// The bookings export (docs/decisions/052-indexes-and-streamed-exports.md): every booking matching the
// list's filters, written to the answer as it is read, a batch at a time, so memory stays the same for ten
// bookings or a hundred thousand and no row is left out.
import type { Kysely } from "kysely";
import { bookingCsvLine, bookingsCsvHeader } from "../../../shared/bookings-csv.ts";
import { csvField } from "../../../shared/csv.ts";
import type { BookingExportQuery } from "../../../shared/schemas/booking.ts";
import type { Database } from "../../db/schema.ts";
import { withSearchSpread } from "./bookings-filters.ts";
import { exportBatch, withItemsAndPaid, type ExportCursor } from "./bookings-list.repository.ts";

const batchSize = 500;

/**
 * The file's text in pieces: a byte-order mark (spreadsheets then read accents as UTF-8) and the header with
 * the first batch of rows, then the rest a batch at a time. The route reads the first piece before it answers
 * (`bookings.routes.ts`), so a failure up to there is an error answer, not a file cut short.
 */
export async function* bookingsCsvChunks(
  db: Kysely<Database>,
  asked: BookingExportQuery,
): AsyncGenerator<string> {
  const filters = await withSearchSpread(db, asked);
  let text = `\uFEFF${bookingsCsvHeader.map(csvField).join(",")}\r\n`;
  let after: ExportCursor | undefined;
  for (;;) {
    const rows = await exportBatch(db, filters, after, batchSize);
    text += (await withItemsAndPaid(db, rows)).map(bookingCsvLine).join("");
    if (text) yield text;
    text = "";
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.created_at, id: last.id };
  }
}
