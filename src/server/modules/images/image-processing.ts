import type { Metadata } from "sharp";
import type { ImageFormat } from "../../../shared/image-url.ts";
import { badRequest } from "../../lib/http-error.ts";
import { loadSharp } from "./load-sharp.ts";
import { damagedImage, emptyFile, notAnImage, tooManyPixels } from "../../../shared/rules/images.ts";

// Two cores and about 200 MB are shared by everything the server does: one image decoded at a time (and
// one libvips thread, no operation cache: load-sharp.ts).
const maxJobs = 1;

export const maxUploadBytes = 10 * 1024 * 1024;
export const maxInputPixels = 40_000_000;
export const maxStoredWidth = 1600;

export type ProcessedImage = { data: Buffer; contentType: string; width: number; height: number };

const contentTypes: Record<ImageFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

let running = 0;
const queue: (() => void)[] = [];

/** Runs `work` when one of the few image slots is free, handing the slot straight to the next waiter. */
async function inSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < maxJobs) running++;
  else await new Promise<void>((resolve) => queue.push(resolve));
  try {
    return await work();
  } finally {
    const next = queue.shift();
    if (next) next();
    else running--;
  }
}

/**
 * Accepts a picture only by what its bytes are (the name and declared type count for nothing), and
 * keeps a re-encoded copy: turned upright, every metadata block dropped (phone photos carry GPS), at
 * most 1600 px wide. Photos become JPEG; pictures with transparency become WebP.
 */
export async function processUpload(input: Buffer): Promise<ProcessedImage> {
  if (input.length === 0) throw badRequest(emptyFile);
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    // Reads the header only: nothing is decoded before the size is known.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(notAnImage);
  }
  const accepted =
    meta.format === "jpeg" ||
    meta.format === "png" ||
    meta.format === "webp" ||
    (meta.format === "heif" && meta.compression === "av1");
  if (!accepted || !meta.width || !meta.height) throw badRequest(notAnImage);
  if (meta.width * meta.height * (meta.pages ?? 1) > maxInputPixels) throw badRequest(tooManyPixels);

  return inSlot(async () => {
    try {
      const pipeline = sharp(input, { limitInputPixels: maxInputPixels, failOn: "error" })
        .rotate()
        .resize({ width: maxStoredWidth, withoutEnlargement: true });
      const output = meta.hasAlpha
        ? pipeline.webp({ quality: 85, alphaQuality: 90 })
        : pipeline.jpeg({ quality: 85, mozjpeg: true });
      const { data, info } = await output.toBuffer({ resolveWithObject: true });
      return {
        data,
        width: info.width,
        height: info.height,
        contentType: meta.hasAlpha ? "image/webp" : "image/jpeg",
      };
    } catch {
      throw badRequest(damagedImage);
    }
  });
}

/** A stored image at another width and format, for responsive `srcset`s. Never wider than the original. */
export function renderVariant(stored: Uint8Array, width: number, format: ImageFormat): Promise<Buffer> {
  return inSlot(async () => {
    const sharp = await loadSharp();
    const pipeline = sharp(stored).resize({ width, withoutEnlargement: true });
    if (format === "avif") return pipeline.avif({ quality: 55, effort: 2 }).toBuffer();
    if (format === "webp") return pipeline.webp({ quality: 80 }).toBuffer();
    // JPEG has no transparency: a white page behind it, as the site's cards are white.
    return pipeline.flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  });
}

export function contentTypeOf(format: ImageFormat): string {
  return contentTypes[format];
}

export function formatOf(contentType: string): ImageFormat {
  return contentType === "image/webp" ? "webp" : contentType === "image/avif" ? "avif" : "jpeg";
}
