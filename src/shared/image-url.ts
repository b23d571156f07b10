// Images stored by the site are served at /api/images/:id and resized on request:
// `?w=<width>` (one of imageWidths) and `&f=<avif|webp|jpeg>`. Other urls are used as they are.

export const imageWidths = [160, 320, 480, 640, 960, 1280, 1600] as const;
export type ImageWidth = (typeof imageWidths)[number];
export const imageFormats = ["avif", "webp", "jpeg"] as const;
export type ImageFormat = (typeof imageFormats)[number];

export function isStoredImage(url: string): boolean {
  return url.startsWith("/api/images/");
}

export function imageVariantUrl(url: string, width: ImageWidth, format: ImageFormat = "webp"): string {
  if (!isStoredImage(url)) return url;
  const base = url.split("?")[0];
  return `${base}?w=${width}&f=${format}`;
}

/** A srcset for a stored image, for `<img srcSet sizes>`; undefined for other urls. */
export function imageSrcSet(url: string, widths: readonly ImageWidth[], format: ImageFormat = "webp") {
  if (!isStoredImage(url)) return undefined;
  return widths.map((width) => `${imageVariantUrl(url, width, format)} ${width}w`).join(", ");
}
