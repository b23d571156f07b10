import type { MetaDescriptor } from "react-router";
import { contact, fullAddress, site, socialLinks } from "./site";

type PageMeta = {
  title: string;
  description: string;
  /** The page's path, e.g. `/about-us`. */
  path: string;
  /** The site's origin (from the loader), for absolute canonical and Open Graph links. */
  origin: string | undefined;
  image?: string;
};

/**
 * Title, description, canonical link and Open Graph tags of a public page (DECISIONS.md B5), so a
 * link shared on WhatsApp previews with a picture and search engines see one address per page.
 */
export function pageMeta({ title, description, path, origin, image }: PageMeta): MetaDescriptor[] {
  const base = origin ?? "";
  const url = `${base}${path}`;
  const picture = image ?? site.shareImage.src;
  const pictureUrl = picture.startsWith("http") ? picture : `${base}${picture}`;
  const fullTitle = title.includes(site.name) ? title : `${title} | ${site.name}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    ...(origin ? [{ tagName: "link", rel: "canonical", href: url }] : []),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "en_NG" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    ...(origin ? [{ property: "og:url", content: url }] : []),
    { property: "og:image", content: pictureUrl },
    ...(image
      ? []
      : [
          { property: "og:image:width", content: String(site.shareImage.width) },
          { property: "og:image:height", content: String(site.shareImage.height) },
        ]),
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/** schema.org LocalBusiness data for the home and contact pages: how search shows the business. */
export function localBusinessJsonLd(origin: string | undefined): MetaDescriptor {
  const base = origin ?? "";
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "HouseCleaning",
      name: site.name,
      legalName: site.legalName,
      description: site.description,
      url: `${base}/`,
      image: `${base}${site.shareImage.src}`,
      telephone: contact.phones[0]!.tel,
      email: contact.email,
      priceRange: site.priceRange,
      foundingDate: String(site.founded),
      address: {
        "@type": "PostalAddress",
        streetAddress: contact.address.street,
        addressLocality: contact.address.locality,
        addressRegion: contact.address.region,
        postalCode: contact.address.postalCode,
        addressCountry: contact.address.country,
      },
      geo: { "@type": "GeoCoordinates", latitude: contact.map.latitude, longitude: contact.map.longitude },
      areaServed: { "@type": "City", name: "Lagos" },
      openingHoursSpecification: {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        opens: site.openingHours.opens,
        closes: site.openingHours.closes,
      },
      sameAs: socialLinks.map((link) => link.href),
      hasMap: `https://www.google.com/maps?q=${encodeURIComponent(fullAddress)}`,
    },
  };
}
