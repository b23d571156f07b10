import { z } from "zod";
import { paymentsSettings } from "./online-payment.ts";
import { availabilitySettings } from "./availability.ts";
import { imageUrlMaxLength, imageUrlProblem } from "../rules/image-url.ts";
import { internationalPhone, weekdays, type Weekday } from "../rules/settings.ts";
import {
  isTime,
  isWebLink,
  latitudeNotValid,
  longitudeNotValid,
  noHeroSlide,
  noParagraph,
  opensBeforeCloses,
  phoneNotValid,
  sectionRequired,
  settingsLimits as max,
  siteImageNotValid,
  timeNotValid,
  tooMany,
  urlNotValid,
} from "../rules/settings-sections.ts";
import { noticeLimits, noticeTooLong, reminderTimeNotValid } from "../rules/notices.ts";
import {
  maxRecurringDiscount,
  recurringDiscountNotValid,
  type RepeatingFrequency,
} from "../rules/recurring.ts";
import { shippedPicture } from "../site-pictures.ts";
import {
  templateLanguageNotValid,
  templateLanguagePattern,
  templateNameNotValid,
  templateNamePattern,
  textMessageKindNames,
  type TextMessageKind,
} from "../rules/messaging.ts";
import { travelFeeAreaUnknown, travelFeeNotValid } from "../rules/pricing.ts";
import { emailAddress, nairaAmount, numberField, optionalText, requiredText, text } from "./common.ts";

const phoneNumber = (label: string) =>
  requiredText(label, max.phone).refine((value) => internationalPhone(value) !== undefined, phoneNotValid);

const list = <T extends z.ZodType>(item: T, most: number, what: string, least = 0, fewMessage = "") =>
  z
    .array(item, { error: `${what[0]!.toUpperCase()}${what.slice(1)} must be a list` })
    .min(least, fewMessage)
    .max(most, tooMany(what, most));

/** A picture the site shows: one it ships with, or one uploaded to it; with words for those who cannot see it. */
export const sitePicture = z.object({
  url: text("Picture", { error: siteImageNotValid })
    .max(imageUrlMaxLength, siteImageNotValid)
    .refine(
      (url) => shippedPicture(url) !== undefined || imageUrlProblem(url) === undefined,
      siteImageNotValid,
    ),
  alt: requiredText("Picture description", max.imageAlt),
});
export type SitePicture = z.infer<typeof sitePicture>;

// Not trimmed: a time is picked, not typed, and a closed day's empty times must stay exactly empty.
const openingTime = (label: string) =>
  text(label, { trim: false }).refine((value) => value === "" || isTime(value), timeNotValid);

const dayHours = z
  .object({
    closed: z.boolean({ error: "Say whether the business is closed" }),
    opens: openingTime("Opens"),
    closes: openingTime("Closes"),
  })
  .superRefine((day, context) => {
    if (day.closed) return;
    if (day.opens === "")
      context.addIssue({ code: "custom", path: ["opens"], message: "Opening time is required" });
    if (day.closes === "")
      context.addIssue({ code: "custom", path: ["closes"], message: "Closing time is required" });
    if (day.opens !== "" && day.closes !== "" && day.opens >= day.closes) {
      context.addIssue({ code: "custom", path: ["closes"], message: opensBeforeCloses });
    }
  });
export type DayHours = z.infer<typeof dayHours>;

const coordinate = (message: string, limit: number) =>
  numberField({ required: message, invalid: message }).pipe(
    z.number().min(-limit, message).max(limit, message),
  );

/** The business details' fields; `businessSettings` adds the rule that binds a fee to an area served. */
export const businessFields = z.object({
  name: requiredText("Business name", max.name),
  shortName: requiredText("Short name", max.shortName),
  legalName: optionalText("Registered name", max.legalName),
  tagline: requiredText("Tagline", max.tagline),
  description: requiredText("Description", max.description),
  phones: list(
    z.object({ label: requiredText("Label", max.phoneLabel), number: phoneNumber("Phone number") }),
    max.phones,
    "phone numbers",
    1,
    "Add at least one phone number",
  ),
  whatsapp: phoneNumber("WhatsApp number"),
  email: emailAddress,
  address: z.object({
    street: requiredText("Street", max.street),
    locality: requiredText("Area", max.locality),
    region: requiredText("State", max.region),
    postalCode: optionalText("Postal code", max.postalCode),
  }),
  map: z.object({
    query: requiredText("Map search", max.mapQuery),
    latitude: coordinate(latitudeNotValid, 90),
    longitude: coordinate(longitudeNotValid, 180),
  }),
  hours: z.object(
    Object.fromEntries(weekdays.map((day) => [day, dayHours])) as Record<Weekday, typeof dayHours>,
    { error: "Opening hours are required" },
  ),
  areasServed: list(requiredText("Area", max.area), max.areas, "areas"),
  /**
   * The travel fee (naira, 0 allowed) of each area served that has one
   * (docs/decisions/048-pricing-by-quantity-and-area.md). Saved before fees existed: none, so no fee.
   */
  travelFees: list(
    z.object({
      area: requiredText("Area", max.area),
      fee: nairaAmount({ required: travelFeeNotValid, invalid: travelFeeNotValid }),
    }),
    max.areas,
    "travel fees",
  )
    .optional()
    .default([]),
});

export const businessSettings = businessFields.refine(
  (business) => business.travelFees.every((entry) => business.areasServed.includes(entry.area)),
  {
    message: travelFeeAreaUnknown,
    path: ["travelFees"],
  },
);

export const homeSettings = z.object({
  heroSlides: list(
    z.object({
      headline: requiredText("Headline", max.headline),
      text: requiredText("Text", max.slideText),
      image: sitePicture,
    }),
    max.heroSlides,
    "hero slides",
    1,
    noHeroSlide,
  ),
});

const paragraphs = (what: string) =>
  list(requiredText("Paragraph", max.paragraph), max.paragraphs, what, 1, noParagraph);

export const aboutSettings = z.object({
  teaser: requiredText("Summary", max.teaser),
  story: paragraphs("paragraphs"),
  mission: requiredText("Mission", max.mission),
  vision: requiredText("Vision", max.mission),
  team: list(
    z.object({
      name: requiredText("Name", max.personName),
      role: requiredText("Role", max.role),
      bio: requiredText("Bio", max.bio),
      photo: sitePicture,
    }),
    max.teamMembers,
    "team members",
  ),
  certifications: list(
    z.object({
      name: requiredText("Name", max.certificationName),
      description: requiredText("Description", max.certificationText),
      logo: sitePicture,
    }),
    max.certifications,
    "certifications",
  ),
});

export const faqSettings = z.object({
  items: list(
    z.object({
      question: requiredText("Question", max.question),
      answer: requiredText("Answer", max.answer),
    }),
    max.faqs,
    "questions",
  ),
});

export const legalSettings = z.object({ privacy: paragraphs("paragraphs"), terms: paragraphs("paragraphs") });

export const socialSettings = z.object({
  links: list(
    z.object({
      network: requiredText("Network", max.network),
      url: requiredText("Link", max.url).refine(isWebLink, urlNotValid),
    }),
    max.socialLinks,
    "social links",
  ),
});

const noticeText = (label: string) =>
  text(label, { error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(noticeLimits.template, noticeTooLong);

/** The day-before reminder's hour (Lagos time) and the WhatsApp messages staff send from a booking. */
export const noticesSettings = z.object({
  reminderTime: z.string({ error: reminderTimeNotValid }).refine(isTime, reminderTimeNotValid),
  whatsapp: z.object({
    confirmed: noticeText("Confirmed message"),
    onTheWay: noticeText("On our way message"),
    completed: noticeText("Completed message"),
    reminder: noticeText("Reminder message"),
  }),
});

const recurringDiscount = (frequency: RepeatingFrequency) =>
  z
    .number({ error: recurringDiscountNotValid(frequency) })
    .int(recurringDiscountNotValid(frequency))
    .min(0, recurringDiscountNotValid(frequency))
    .max(maxRecurringDiscount, recurringDiscountNotValid(frequency));

/** The discount per frequency of regular visits (src/shared/rules/recurring.ts); 0 hides that frequency. */
export const recurringSettings = z
  .object({
    weekly: recurringDiscount("weekly"),
    fortnightly: recurringDiscount("fortnightly"),
    monthly: recurringDiscount("monthly"),
  })
  .strict();

const templateReference = z.object({
  name: z.string({ error: templateNameNotValid }).trim().regex(templateNamePattern, templateNameNotValid),
  language: z
    .string({ error: templateLanguageNotValid })
    .trim()
    .regex(templateLanguagePattern, templateLanguageNotValid),
});

/**
 * The approved WhatsApp template the owner names for each customer message (src/shared/rules/messaging.ts);
 * a message not named here uses its default, so a kind added later needs no saved settings.
 */
export const messagesSettings = z.object({
  templates: z.partialRecord(z.enum(textMessageKindNames as [TextMessageKind]), templateReference),
});
/** The crew page (docs/decisions/049-crew-pages.md): whether the crew's Finish completes the booking. */
export const crewPageSettings = z
  .object({ finishCompletes: z.boolean({ error: "Say whether Finish completes the booking" }) })
  .strict();

export const settingsSchemas = {
  business: businessSettings,
  home: homeSettings,
  about: aboutSettings,
  faqs: faqSettings,
  legal: legalSettings,
  social: socialSettings,
  availability: availabilitySettings,
  notices: noticesSettings,
  recurring: recurringSettings,
  messages: messagesSettings,
  crewPage: crewPageSettings,
  payments: paymentsSettings,
};

export const siteSettings = z.object(settingsSchemas);
export type SiteSettings = z.infer<typeof siteSettings>;
export type BusinessSettings = SiteSettings["business"];
export type HeroSlide = SiteSettings["home"]["heroSlides"][number];
export type TeamMember = SiteSettings["about"]["team"][number];
export type Certification = SiteSettings["about"]["certifications"][number];

/**
 * `PUT /api/settings`'s answer: the settings as the site now shows them, with `warnings` when saved
 * availability leaves coming windows holding more bookings than it allows.
 */
export const settingsSaved = siteSettings.extend({ warnings: z.array(z.string()).optional() });
export type SettingsSaved = z.infer<typeof settingsSaved>;

/** `PUT /api/settings`: any of the sections, each whole; sections left out stay as they are. */
export const settingsUpdate = siteSettings
  .partial()
  .refine((update) => Object.values(update).some((section) => section !== undefined), sectionRequired);
export type SettingsUpdate = z.infer<typeof settingsUpdate>;
