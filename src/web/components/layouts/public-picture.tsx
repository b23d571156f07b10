import { imageSrcSet, imageVariantUrl, type ImageWidth } from "~/shared/image-url";
import type { SitePicture } from "~/shared/schemas/settings";
import { shippedPicture, type ShippedPicture } from "~/shared/site-pictures";

type PictureProps = {
  picture: SitePicture;
  sizes: string;
  /** The box the picture fills (width and height attributes, so nothing shifts while it loads). */
  box: { width: number; height: number };
  className?: string;
  /** The first screen's picture loads at once and first; everything else waits until scrolled to. */
  priority?: boolean;
};

const srcSet = (url: string, shipped: ShippedPicture, format: "avif" | "webp") =>
  shipped.widths.map((width) => `${url}-${width}.${format} ${width}w`).join(", ");

/** The widths an uploaded picture is offered at, up to twice the box for sharp phone screens. */
function uploadWidths(boxWidth: number): ImageWidth[] {
  const all: ImageWidth[] = [160, 320, 480, 640, 960, 1280, 1600];
  const wanted = all.filter((width) => width <= boxWidth * 2);
  return wanted.length > 0 ? wanted : [160];
}

/**
 * A picture the settings name: one the site ships with (public/images, AVIF with a WebP fallback) or an
 * upload (resized by the server on request), sized to avoid layout shift.
 */
export function PublicPicture({ picture, sizes, box, className, priority = false }: PictureProps) {
  const shipped = shippedPicture(picture.url);
  const loading = {
    loading: priority ? "eager" : "lazy",
    decoding: priority ? "sync" : "async",
    fetchPriority: priority ? "high" : "auto",
  } as const;
  if (!shipped) {
    const widths = uploadWidths(box.width);
    return (
      <img
        src={imageVariantUrl(picture.url, widths.at(-1)!)}
        srcSet={imageSrcSet(picture.url, widths)}
        sizes={sizes}
        alt={picture.alt}
        width={box.width}
        height={box.height}
        {...loading}
        className={className}
      />
    );
  }
  const largest = shipped.widths[shipped.widths.length - 1];
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(picture.url, shipped, "avif")} sizes={sizes} />
      <img
        src={`${picture.url}-${largest}.webp`}
        srcSet={srcSet(picture.url, shipped, "webp")}
        sizes={sizes}
        alt={picture.alt}
        width={box.width}
        height={box.height}
        {...loading}
        className={className}
      />
    </picture>
  );
}

/** A `<link rel="preload">` for the first screen's picture, as a route's meta gives it. */
export function picturePreload(picture: SitePicture, sizes: string, boxWidth: number) {
  const shipped = shippedPicture(picture.url);
  if (!shipped) {
    const widths = uploadWidths(boxWidth);
    return {
      tagName: "link",
      rel: "preload",
      as: "image",
      href: imageVariantUrl(picture.url, widths.at(-1)!),
      imageSrcSet: imageSrcSet(picture.url, widths),
      imageSizes: sizes,
      fetchPriority: "high",
    };
  }
  return {
    tagName: "link",
    rel: "preload",
    as: "image",
    type: "image/avif",
    href: `${picture.url}-${shipped.widths[0]}.avif`,
    imageSrcSet: srcSet(picture.url, shipped, "avif"),
    imageSizes: sizes,
    fetchPriority: "high",
  };
}
