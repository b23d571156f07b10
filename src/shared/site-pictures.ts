// The pictures the site ships with (public/images, drawn by scripts/generate-site-images.mjs): the
// defaults' hero slides, team portraits and certification badges. Settings may name one of these or an
// uploaded picture (`/api/images/<id>`), which the server resizes on request.

export type ShippedPicture = {
  width: number;
  height: number;
  /** `<path>-<width>.avif` and `.webp` exist at each of these widths. */
  widths: readonly number[];
};

const hero: ShippedPicture = { width: 1280, height: 720, widths: [640, 1280] };
const portrait: ShippedPicture = { width: 320, height: 320, widths: [320] };
const badge: ShippedPicture = { width: 160, height: 160, widths: [160] };

export const shippedPictures: Record<string, ShippedPicture> = {
  "/images/hero-home": hero,
  "/images/hero-office": hero,
  "/images/hero-laundry": hero,
  "/images/team-adaeze": portrait,
  "/images/team-tunde": portrait,
  "/images/team-ngozi": portrait,
  "/images/cert-iso": badge,
  "/images/cert-lasepa": badge,
  "/images/cert-fumigation": badge,
};

export function shippedPicture(url: string): ShippedPicture | undefined {
  return Object.hasOwn(shippedPictures, url) ? shippedPictures[url] : undefined;
}

/** The picture shown when a page is shared (WhatsApp, Facebook, X): 1200 × 630 JPEG. */
export const shareImage = { src: "/images/share-card.jpg", width: 1200, height: 630 };
