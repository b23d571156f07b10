// What an image upload or a list of pictures is refused with: the same words from the API and in the
// dashboard's picker, for services, categories and past works alike.

/** A list of pictures longer than its kind allows (`max` is that kind's max*Images). */
export function imageLimitMessage(max: number): string {
  return `Maximum ${max} images allowed`;
}

export const uploadTooLarge = "This image is larger than 10 MB. Choose a smaller picture.";
export const noFileChosen = "Choose an image to upload.";
export const emptyFile = "The file is empty. Choose an image to upload.";
export const notAnImage = "This file is not a supported image. Upload a JPEG, PNG, WebP or AVIF picture.";
export const damagedImage = "This image is damaged or incomplete. Please choose another file.";
export const tooManyPixels = "This image is too large: it must be at most 40 megapixels.";
