import { api } from "~/web/lib/api-client";

export type UploadedImage = { secure_url: string };

/** Sends one picture to the image store (admin only) and answers its url, e.g. `/api/images/<id>`. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append("file", file);
  const result = await api.post<UploadedImage>("/uploads", form);
  return result.secure_url;
}
