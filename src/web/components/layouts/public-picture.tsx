import type { Picture } from "~/web/content/site";

type PictureProps = {
  picture: Picture;
  sizes: string;
  className?: string;
  /** The first screen's picture loads at once and first; everything else waits until scrolled to. */
  priority?: boolean;
};

const srcSet = (picture: Picture, format: "avif" | "webp") =>
  picture.widths.map((width) => `${picture.src}-${width}.${format} ${width}w`).join(", ");

/** One of the site's own pictures (public/images), in AVIF with a WebP fallback, sized to avoid layout shift. */
export function PublicPicture({ picture, sizes, className, priority = false }: PictureProps) {
  const largest = picture.widths[picture.widths.length - 1];
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(picture, "avif")} sizes={sizes} />
      <img
        src={`${picture.src}-${largest}.webp`}
        srcSet={srcSet(picture, "webp")}
        sizes={sizes}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
        className={className}
      />
    </picture>
  );
}

export function pictureSrcSet(picture: Picture, format: "avif" | "webp"): string {
  return srcSet(picture, format);
}
