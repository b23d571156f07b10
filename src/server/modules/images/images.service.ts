import type { Kysely } from "kysely";
import type { ImageFormat } from "../../../shared/image-url.ts";
import type { Database } from "../../db/schema.ts";
import { newId } from "../../lib/ids.ts";
import { nowIso } from "../../lib/time.ts";
import { recordAudit, type AuditActor } from "../audit/audit.repository.ts";
import {
  contentTypeOf,
  formatOf,
  processUpload,
  renderVariant,
  type ProcessedImage,
} from "./image-processing.ts";
import { findImage, findVariant, insertImage, insertVariant } from "./images.repository.ts";

export const imagePath = (id: string) => `/api/images/${id}`;

/** Stores an already processed image; the demo content goes through here too. Answers its url. */
export async function storeProcessedImage(db: Kysely<Database>, image: ProcessedImage): Promise<string> {
  const id = newId();
  await insertImage(db, {
    id,
    content_type: image.contentType,
    width: image.width,
    height: image.height,
    byte_size: image.data.length,
    data: image.data,
    created_at: nowIso(),
  });
  return imagePath(id);
}

/** Checks and re-encodes an upload, then stores it with its audit entry in one transaction. */
export async function storeUpload(db: Kysely<Database>, actor: AuditActor, bytes: Buffer): Promise<string> {
  const image = await processUpload(bytes);
  return db.transaction().execute(async (trx) => {
    const url = await storeProcessedImage(trx, image);
    await recordAudit(trx, actor, {
      action: "upload",
      entity: "image",
      entityId: url.slice(url.lastIndexOf("/") + 1),
      details: { width: image.width, height: image.height, bytes: image.data.length },
    });
    return url;
  });
}

export type ServedImage = { data: Uint8Array; contentType: string };

// Concurrent requests for the same new variant share one rendering.
const rendering = new Map<string, Promise<ServedImage | undefined>>();

/**
 * The stored image, or a variant of it (rendered on first request, then kept in the database for
 * every instance). Width 0 means the original width; no format means the original's.
 */
export async function loadImage(
  db: Kysely<Database>,
  id: string,
  width?: number,
  format?: ImageFormat,
): Promise<ServedImage | undefined> {
  if (width === undefined && format === undefined) {
    const original = await findImage(db, id);
    return original && { data: original.data, contentType: original.content_type };
  }
  const key = `${id}:${width ?? 0}:${format ?? ""}`;
  let pending = rendering.get(key);
  if (!pending) {
    pending = variant(db, id, width ?? 0, format).finally(() => rendering.delete(key));
    rendering.set(key, pending);
  }
  return pending;
}

async function variant(
  db: Kysely<Database>,
  id: string,
  width: number,
  format: ImageFormat | undefined,
): Promise<ServedImage | undefined> {
  // The usual case (a srcset names its format) never reads the original's bytes.
  if (format) {
    const stored = await findVariant(db, id, width, format);
    if (stored) return { data: stored.data, contentType: contentTypeOf(format) };
  }
  const original = await findImage(db, id);
  if (!original) return undefined;
  const wanted = format ?? formatOf(original.content_type);
  if (!format) {
    const stored = await findVariant(db, id, width, wanted);
    if (stored) return { data: stored.data, contentType: contentTypeOf(wanted) };
  }
  const data = await renderVariant(original.data, width || 100_000, wanted);
  await insertVariant(db, { image_id: id, width, format: wanted, data });
  return { data, contentType: contentTypeOf(wanted) };
}
