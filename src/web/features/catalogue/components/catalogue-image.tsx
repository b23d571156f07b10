import { imageSrcSet, imageVariantUrl, type ImageWidth } from "~/shared/image-url";

// Cards are at most ~400 CSS px wide; 640 is sharp enough on phones and keeps each picture small.
const cardWidths: readonly ImageWidth[] = [320, 480, 640];

type CatalogueImageProps = {
  url: string | undefined;
  alt: string;
  /** Shown instead of a picture when there is none ("No Image Available"). */
  placeholder?: string;
  sizes?: string;
  className?: string;
  /** For the first card on screen: loads at once, first, as the page's largest picture. */
  priority?: boolean;
};

/** A catalogue picture at 4:3 in the size the screen needs, or a deliberate placeholder. */
export function CatalogueImage({
  url,
  alt,
  placeholder = "No Image Available",
  sizes = "(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw",
  className = "",
  priority = false,
}: CatalogueImageProps) {
  if (!url) {
    return (
      <div
        className={`flex aspect-[4/3] w-full items-center justify-center bg-gradient-to-br from-brand-50 to-brand-100 text-sm font-medium text-brand-800 ${className}`}
      >
        {placeholder}
      </div>
    );
  }
  return (
    <img
      src={imageVariantUrl(url, 640)}
      srcSet={imageSrcSet(url, cardWidths)}
      sizes={sizes}
      alt={alt}
      width={640}
      height={480}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : "auto"}
      className={`aspect-[4/3] w-full bg-slate-100 object-cover ${className}`}
    />
  );
}
