// The settings' sections, their limits and what a wrong value is told: read by the settings schema, the
// dashboard's Settings screen and the API. Kept apart from the words and links the public pages read
// (settings.ts), so that no public page loads them.
import { weekdayName, weekdays, type Weekday } from "./settings.ts";

/** The parts of the settings, each saved on its own. */
export const settingsSections = [
  "business",
  "home",
  "about",
  "faqs",
  "legal",
  "social",
  "availability",
  "notices",
  "recurring",
  "messages",
  "crewPage",
  "payments",
] as const;
export type SettingsSection = (typeof settingsSections)[number];

/** How the dashboard and the activity list name each part. */
export const settingsSectionLabels: Record<SettingsSection, string> = {
  business: "Business details",
  home: "Home page",
  about: "About",
  faqs: "FAQs",
  legal: "Privacy and terms",
  social: "Social links",
  availability: "Availability",
  notices: "Reminders and WhatsApp",
  recurring: "Regular visits",
  messages: "WhatsApp templates",
  crewPage: "Crew page",
  payments: "Payments",
};

export const settingsLimits = {
  name: 80,
  shortName: 30,
  legalName: 120,
  tagline: 120,
  description: 300,
  phones: 4,
  phoneLabel: 30,
  phone: 30,
  street: 160,
  locality: 60,
  region: 60,
  postalCode: 12,
  mapQuery: 200,
  areas: 30,
  area: 60,
  heroSlides: 6,
  headline: 120,
  slideText: 300,
  imageAlt: 200,
  teaser: 600,
  paragraphs: 30,
  paragraph: 2000,
  mission: 400,
  teamMembers: 12,
  personName: 80,
  role: 80,
  bio: 600,
  certifications: 12,
  certificationName: 100,
  certificationText: 400,
  faqs: 30,
  question: 200,
  answer: 1500,
  socialLinks: 8,
  network: 30,
  url: 300,
} as const;

export const sectionRequired = "Send at least one section to save";
export const phoneNotValid =
  "Enter a phone number like 0803 555 0142 or +234 803 555 0142 (digits, spaces and dashes only)";
export const timeNotValid = "Use a time like 07:00";
export const opensBeforeCloses = "Opening time must be before closing time";
export const urlNotValid = "Enter a full link starting with https://";
export const latitudeNotValid = "Latitude must be a number from -90 to 90";
export const longitudeNotValid = "Longitude must be a number from -180 to 180";
export const siteImageNotValid = "Choose one of the site's pictures or upload one";
export const noHeroSlide = "Add at least one hero slide";
export const noParagraph = "Write at least one paragraph";
export const tooMany = (what: string, max: number) => `At most ${max} ${what}`;

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;
export const isTime = (value: string): boolean => timePattern.test(value);

/** Only https links to other sites: a social profile is never a script or a page of this site. */
export function isWebLink(value: string): boolean {
  if (!/^https:\/\/[^\s/]+\.[^\s]+$/i.test(value)) return false;
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/** How a list item is named in messages, by the list it is in. */
const itemNames: Record<string, string> = {
  phones: "Phone",
  areasServed: "Area",
  heroSlides: "Hero slide",
  story: "Story paragraph",
  team: "Team member",
  certifications: "Certification",
  items: "Question",
  privacy: "Privacy paragraph",
  terms: "Terms paragraph",
  links: "Social link",
  closedDates: "Closed date",
};

/**
 * A field's message with the item it belongs to in front, so a message alone says where to look:
 * `["home", "heroSlides", 1, "headline"]` and "Headline is required" read "Hero slide 2: Headline is required".
 */
export function settingsMessage(path: readonly (string | number)[], message: string): string {
  const where: string[] = [];
  path.forEach((part, index) => {
    const previous = path[index - 1];
    if (typeof part === "number" && typeof previous === "string" && itemNames[previous]) {
      where.push(`${itemNames[previous]} ${part + 1}`);
    } else if (typeof part === "string" && (weekdays as readonly string[]).includes(part)) {
      where.push(weekdayName(part as Weekday));
    }
  });
  return where.length > 0 ? `${where.join(", ")}: ${message}` : message;
}
