// Which of a past work's pictures is which (up to 3). The first is the finished job: it is the
// picture a card leads with, and the demo content and existing records were made that way. The second
// shows the place before, the third another view. Our Works shows Before and After side by side.

export const beforeLabel = "Before";
export const afterLabel = "After";

/** Said under the pictures in the past work form, so the owner uploads them in that order. */
export const pastWorkPicturesHint =
  "First the finished job (After), then how it looked before (Before): Our Works shows them side by side.";

export type PastWorkPictures = {
  /** The finished job, when there is a picture at all. */
  after?: string;
  /** How it looked before, when there are two pictures or more. */
  before?: string;
  /** Any further pictures. */
  others: string[];
};

export function pastWorkPictures(images: readonly string[]): PastWorkPictures {
  const [after, before, ...others] = images;
  return { after, before, others };
}
