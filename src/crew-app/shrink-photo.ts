import { crewPhotoLongestSide } from "../shared/rules/crew-page.ts";

/**
 * A photo shrunk to at most 1600 px on its longest side and re-encoded as JPEG, so it waits small on the
 * phone and goes up quickly on a weak signal. A file the browser cannot read as a picture is kept as it
 * is: the server refuses it with the reason, which the phone then shows.
 */
export async function shrinkPhoto(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const scale = Math.min(1, crewPhotoLongestSide / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob ?? file), "image/jpeg", 0.85));
}
