import type { MetaDescriptor } from "react-router";
import { mapLink, openingHoursGroups, telLink, weekdayName } from "~/shared/rules/settings";
import type { BusinessSettings, SiteSettings } from "~/shared/schemas/settings";
import { shareImage } from "~/shared/site-pictures";
import { fullAddress } from "~/web/lib/site-settings";

type PageMeta = {
  title: string;
  description: string;
  /** The page's path, e.g. `/about-us`. */
  path: string;
  /** The site's origin (`siteOrigin(matches)`), for absolute canonical and Open Graph links. */
  origin: string | undefined;
  /** The business as its settings name it: the site name of every title and share preview. */
  business: Pick<BusinessSettings, "name">;
  image?: string;
};

/** The matches a page's `meta` is given: the root's comes first, with the loader data of `root.tsx`. */
type MatchesFromRoot = readonly [{ loaderData?: { origin: string } }, ...unknown[]];

/** The site's origin, which the root loader gives once for every page. */
export function siteOrigin(matches: MatchesFromRoot): string | undefined {
  return matches[0].loaderData?.origin;
}

/**
 * Title, description, canonical link and Open Graph tags of a public page, so a
 * link shared on WhatsApp previews with a picture and search engines see one address per page.
 */
export function pageMeta({ title, description, path, origin, business, image }: PageMeta): MetaDescriptor[] {
  const base = origin ?? "";
  const url = `${base}${path}`;
  const picture = image ?? shareImage.src;
  const pictureUrl = picture.startsWith("http") ? picture : `${base}${picture}`;
  const fullTitle = title.includes(business.name) ? title : `${title} | ${business.name}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    ...(origin ? [{ tagName: "link", rel: "canonical", href: url }] : []),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: business.name },
    { property: "og:locale", content: "en_NG" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    ...(origin ? [{ property: "og:url", content: url }] : []),
    { property: "og:image", content: pictureUrl },
    ...(image
      ? []
      : [
          { property: "og:image:width", content: String(shareImage.width) },
          { property: "og:image:height", content: String(shareImage.height) },
        ]),
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/** schema.org LocalBusiness data for the home and contact pages: how search shows the business. */
export function localBusinessJsonLd(origin: string | undefined, settings: SiteSettings): MetaDescriptor {
  const base = origin ?? "";
  const { business, social } = settings;
  const phone = business.phones[0];
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "HouseCleaning",
      name: business.name,
      ...(business.legalName ? { legalName: business.legalName } : {}),
      description: business.description,
      url: `${base}/`,
      image: `${base}${shareImage.src}`,
      ...(phone ? { telephone: telLink(phone.number).slice("tel:".length) } : {}),
      email: business.email,
      priceRange: "₦₦",
      address: {
        "@type": "PostalAddress",
        streetAddress: business.address.street,
        addressLocality: business.address.locality,
        addressRegion: business.address.region,
        ...(business.address.postalCode ? { postalCode: business.address.postalCode } : {}),
        addressCountry: "NG",
      },
      geo: { "@type": "GeoCoordinates", latitude: business.map.latitude, longitude: business.map.longitude },
      areaServed: business.areasServed.length
        ? business.areasServed.map((name) => ({ "@type": "Place", name }))
        : { "@type": "City", name: business.address.region },
      openingHoursSpecification: openingHoursGroups(business.hours)
        .filter((group) => !group.closed)
        .map((group) => ({
          "@type": "OpeningHoursSpecification",
          dayOfWeek: group.days.map(weekdayName),
          opens: group.opens,
          closes: group.closes,
        })),
      sameAs: social.links.map((link) => link.url),
      hasMap: mapLink(fullAddress(business)),
    },
  };
}
