import { imageSrcSet, imageVariantUrl } from "~/shared/image-url";
import { useRotation } from "~/web/lib/use-rotation";

type CardImagesProps = {
  images: string[];
  /** What the pictures show, for their alt text and the pause control's name. */
  label: string;
};

/**
 * A card's pictures, changing every 3 s with the pause control, hover/focus pause and reduced-motion
 * stop of every rotating region (WCAG 2.2.2). Only the current picture is rendered, so hidden slides
 * never reach assistive technology.
 */
export function CardImages({ images, label }: CardImagesProps) {
  const rotation = useRotation(images.length, 3000);
  const current = images[rotation.index];

  if (!current) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center bg-slate-100 text-sm font-medium text-slate-600">
        No Image
      </div>
    );
  }
  return (
    <div className="relative aspect-[4/3] overflow-hidden bg-slate-100" {...rotation.pauseHandlers}>
      <img
        src={imageVariantUrl(current, 480)}
        srcSet={imageSrcSet(current, [320, 480, 640])}
        sizes="(min-width: 1024px) 33vw, 100vw"
        alt={`${label}, picture ${rotation.index + 1} of ${images.length}`}
        width={480}
        height={360}
        loading="lazy"
        className="h-full w-full object-cover"
      />
      {images.length > 1 && (
        <button
          type="button"
          onClick={rotation.togglePaused}
          aria-label={`${rotation.paused ? "Play" : "Pause"} pictures of ${label}`}
          className="absolute right-2 bottom-2 rounded-full bg-slate-900/70 px-2.5 py-1 text-xs font-semibold text-white hover:bg-slate-900"
        >
          {rotation.paused ? "Play" : "Pause"}
        </button>
      )}
    </div>
  );
}
