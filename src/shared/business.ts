// The business's name and identity: what the pages, the share previews and the server's mail all
// say. The rest of the site's content (slides, team, contact details) lives in web/content/site.ts.

export const site = {
  name: "Sparkle & Shine Cleaning",
  shortName: "Sparkle & Shine",
  legalName: "Sparkle & Shine Cleaning Services Ltd",
  tagline: "Professional cleaning and laundry in Lagos",
  description:
    "Home, office and post-construction cleaning, laundry and fumigation across Lagos. Book online in a minute and pay in naira.",
  founded: 2016,
  /** The picture shown when a page is shared (WhatsApp, Facebook, X): 1200 × 630 JPEG. */
  shareImage: { src: "/images/share-card.jpg", width: 1200, height: 630 },
  priceRange: "₦₦",
  openingHours: { days: "Monday to Saturday", opens: "07:00", closes: "19:00" },
};
