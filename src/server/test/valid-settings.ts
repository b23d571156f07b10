import { defaultSettings } from "../../shared/settings-defaults.ts";

/** Every section of the settings, each list cut to one item (every kind of string, once), with an uploaded picture. */
export function settingsWithEverything(image: string) {
  const { business, home, about, faqs, legal, social } = defaultSettings;
  const picture = { url: image, alt: "Our team" };
  return {
    business: {
      ...business,
      phones: business.phones.slice(0, 1),
      areasServed: business.areasServed.slice(0, 1),
      hours: { ...business.hours, monday: { closed: false, opens: "07:00", closes: "19:00" } },
    },
    home: { heroSlides: [{ ...home.heroSlides[0]!, image: picture }] },
    about: {
      ...about,
      story: about.story.slice(0, 1),
      team: [{ ...about.team[0]!, photo: picture }],
      certifications: about.certifications.slice(0, 1),
    },
    faqs: { items: faqs.items.slice(0, 1) },
    legal: { privacy: legal.privacy.slice(0, 1), terms: legal.terms.slice(0, 1) },
    social: { links: social.links.slice(0, 1) },
  };
}
