import type { default as Sharp } from "sharp";

// sharp brings libvips and its codecs: about 25 MB of resident memory once loaded, a tenth of the
// server's budget. Most processes never touch an image (pages and the API serve stored bytes), so it is
// loaded on the first upload, variant or demo picture, not at start.
let loaded: Promise<typeof Sharp> | undefined;

/**
 * sharp, set up once for a server of two cores and about 200 MB shared by everything it does: one
 * libvips thread and no operation cache (each image is decoded once, so a cache only holds memory), so a
 * burst of uploads can neither starve page rendering nor lift memory far.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}
