// The business's settings (name, contact details, hours, slides, team, legal text...) as the public pages and
// the mail read them: the weekdays, and the small functions that turn a stored value into a link. Their
// sections, limits and messages are in settings-sections.ts.

export const weekdays = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type Weekday = (typeof weekdays)[number];

/** The day with a capital, as pages and schema.org name it. */
export const weekdayName = (day: Weekday): string => day[0]!.toUpperCase() + day.slice(1);

/**
 * A phone number's digits in international form (+2348035550142), or undefined when it is neither a
 * Nigerian number (0 then 8 to 10 digits: 0803 555 0142, 01 234 5678) nor an international one (+ then 8 to 15
 * digits). Spaces, dashes, dots and brackets between digits are allowed, as people write them.
 */
export function internationalPhone(value: string): string | undefined {
  if (!/^\+?[\d\s().-]+$/.test(value)) return undefined;
  const digits = value.replace(/[\s().-]/g, "");
  if (/^0[1-9]\d{7,9}$/.test(digits)) return `+234${digits.slice(1)}`;
  if (/^\+[1-9]\d{7,14}$/.test(digits)) return digits;
  return undefined;
}

/** `tel:` link for a number the settings accepted; the number as written when it cannot be read. */
export function telLink(value: string): string {
  return `tel:${internationalPhone(value) ?? value.replace(/[^\d+]/g, "")}`;
}

/** A WhatsApp chat link to `number`, with a message typed in for the customer. */
export function whatsappChatLink(number: string, text: string): string {
  const digits = (internationalPhone(number) ?? number).replace(/\D/g, "");
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** What a customer's WhatsApp message to the business starts with. */
export const whatsappGreeting = (businessName: string) =>
  `Hello ${businessName}, I would like to ask about your cleaning services.`;

/** An embedded map of what the settings' map location searches for. */
export function mapEmbedLink(query: string): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(query)}&z=14&output=embed`;
}

/** The words of the card that stands for the embedded map until it loads, and where no script runs. */
export const openMapLabel = "Open the map";

export function mapLink(query: string): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(query)}`;
}

type Hours = Record<Weekday, { closed: boolean; opens: string; closes: string }>;

/** Days in a row that keep the same hours, for a short list: "Monday to Saturday: 07:00 to 19:00", "Sunday: Closed". */
export function openingHoursGroups(hours: Hours) {
  const groups: { days: Weekday[]; closed: boolean; opens: string; closes: string }[] = [];
  for (const day of weekdays) {
    const { closed, opens, closes } = hours[day];
    const last = groups.at(-1);
    if (last && last.closed === closed && (closed || (last.opens === opens && last.closes === closes))) {
      last.days.push(day);
    } else {
      groups.push({ days: [day], closed, opens, closes });
    }
  }
  return groups.map((group) => {
    const first = weekdayName(group.days[0]!);
    const days = group.days.length > 1 ? `${first} to ${weekdayName(group.days.at(-1)!)}` : first;
    return { ...group, label: days, time: group.closed ? "Closed" : `${group.opens} to ${group.closes}` };
  });
}
