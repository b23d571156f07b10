// The pictures the site shows are its own: an upload answers `secure_url`, `/api/images/<id>`, and only
// such links are stored (the site's Content-Security-Policy would block any other picture anyway).

/** The id of a stored image, as its address names it. */
export const storedImageIdPattern = /^[A-Za-z0-9-]{1,64}$/;

/** `/api/images/<id>`, optionally with the variant query (`?w=640&f=webp`). */
const ownImageUrl = /^\/api\/images\/[A-Za-z0-9-]{1,64}(?:\?[\w=&.-]*)?$/;

export const imageUrlMaxLength = 500;
export const imageUrlTooLong = "Image link is too long";
export const imageUrlNotValid = "Image link is not valid";
export const imageNotUploadedHere =
  "Only pictures uploaded to this site can be shown. Upload the picture instead of linking to it.";

/** Undefined for one of the site's own image links, else what is wrong with it. */
export function imageUrlProblem(url: string): string | undefined {
  if (ownImageUrl.test(url)) return undefined;
  return /^https?:\/\//i.test(url) ? imageNotUploadedHere : imageUrlNotValid;
}
