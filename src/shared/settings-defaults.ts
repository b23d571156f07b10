// What a new site shows until the owner changes it in Settings: a believable Lagos cleaning company.
// A section never saved follows these; once saved, the stored section is used (docs/decisions/019).
import { defaultPaymentsSettings } from "./rules/payments-online.ts";
import { defaultRecurringDiscounts } from "./rules/recurring.ts";
import { defaultTemplates } from "./rules/messaging.ts";
import { weekdays } from "./rules/settings.ts";
import type { SiteSettings } from "./schemas/settings.ts";

const picture = (url: string, alt: string) => ({ url, alt });
const open = (opens: string, closes: string) => ({ closed: false, opens, closes });

const openingHours: SiteSettings["business"]["hours"] = {
  monday: open("07:00", "19:00"),
  tuesday: open("07:00", "19:00"),
  wednesday: open("07:00", "19:00"),
  thursday: open("07:00", "19:00"),
  friday: open("07:00", "19:00"),
  saturday: open("07:00", "19:00"),
  sunday: { closed: true, opens: "", closes: "" },
};

export const defaultSettings: SiteSettings = {
  business: {
    name: "Sparkle & Shine Cleaning",
    shortName: "Sparkle & Shine",
    legalName: "Sparkle & Shine Cleaning Services Ltd",
    tagline: "Professional cleaning and laundry in Lagos",
    description:
      "Home, office and post-construction cleaning, laundry and fumigation across Lagos. Book online in a minute and pay in naira.",
    phones: [
      { label: "Bookings", number: "+234 803 555 0142" },
      { label: "Customer care", number: "+234 812 555 0198" },
    ],
    whatsapp: "+234 803 555 0142",
    email: "hello@sparkleandshine.ng",
    address: {
      street: "Plot 14, Block C, Admiralty Estate, off Lekki-Epe Expressway",
      locality: "Lekki",
      region: "Lagos",
      postalCode: "106104",
    },
    map: { query: "Lekki-Epe Expressway, Lekki, Lagos, Nigeria", latitude: 6.4474, longitude: 3.4739 },
    hours: openingHours,
    areasServed: ["Lekki", "Ajah", "Victoria Island", "Ikoyi", "Yaba", "Surulere", "Ikeja", "Gbagada"],
    // No travel fees until the owner sets them: every area costs the same, as before.
    travelFees: [],
  },
  home: {
    heroSlides: [
      {
        headline: "Spotless homes, every single visit",
        text: "Trained, vetted cleaners for flats, duplexes and short-let apartments across Lagos.",
        image: picture("/images/hero-home", "A bright, freshly cleaned living room with a sofa and plants"),
      },
      {
        headline: "Offices that impress your clients",
        text: "Daily, weekly or one-off cleaning for offices, shops and clinics, before or after work hours.",
        image: picture("/images/hero-office", "A clean open-plan office with desks by large windows"),
      },
      {
        headline: "Fresh laundry, picked up and delivered",
        text: "Washed, ironed and folded within 48 hours, with free pickup on the Island and Mainland.",
        image: picture(
          "/images/hero-laundry",
          "Folded towels and shirts on a rack next to a washing machine",
        ),
      },
    ],
  },
  about: {
    teaser:
      "Since 2016 we have cleaned more than 4,000 homes, offices and new builds across Lagos. Our cleaners are trained in-house, background-checked and insured, and every job is inspected by a supervisor before we leave.",
    story: [
      "Sparkle & Shine Cleaning started in a two-bedroom flat in Yaba with one founder, two cleaners and a second-hand vacuum. Today we are a team of more than sixty trained staff serving homes, offices, estates and construction sites from Lekki to Ikeja.",
      "We bring our own equipment and eco-friendly products, turn up when we say we will, and price every job in naira before we start. If anything is not right, tell us within 24 hours and we will come back and fix it for free.",
    ],
    mission:
      "To give every Lagos home and workplace a clean, healthy space, delivered by cleaners who are well trained, fairly paid and proud of their work.",
    vision:
      "To be the cleaning company Lagos trusts first: known for reliability, honest prices and care for the people and places we serve.",
    team: [
      {
        name: "Adaeze Okafor",
        role: "Founder & CEO",
        bio: "Adaeze trained as a facilities manager and spent eight years running cleaning contracts for banks and hotels on Victoria Island before founding Sparkle & Shine in 2016. She still visits sites every week and personally trains every new supervisor.",
        photo: picture("/images/team-adaeze", "Portrait of Adaeze Okafor, Founder and CEO"),
      },
      {
        name: "Tunde Bakare",
        role: "Operations Manager",
        bio: "Plans every crew's day across the Island and Mainland so cleaners arrive on time, with the right tools.",
        photo: picture("/images/team-tunde", "Portrait of Tunde Bakare, Operations Manager"),
      },
      {
        name: "Ngozi Eze",
        role: "Head of Quality",
        bio: "Inspects finished jobs, trains supervisors and follows up on every customer's feedback.",
        photo: picture("/images/team-ngozi", "Portrait of Ngozi Eze, Head of Quality"),
      },
    ],
    certifications: [
      {
        name: "ISO 9001:2015 Quality Management",
        description:
          "Our booking, cleaning and inspection processes are audited every year for consistent quality.",
        logo: picture("/images/cert-iso", "ISO 9001 certification badge"),
      },
      {
        name: "LASEPA Registered Service Provider",
        description:
          "Registered with the Lagos State Environmental Protection Agency for safe handling and disposal of waste.",
        logo: picture("/images/cert-lasepa", "Lagos State environmental registration badge"),
      },
      {
        name: "Certified Fumigation Operator",
        description:
          "Our fumigation crew is trained and licensed to use approved, low-toxicity products in homes.",
        logo: picture("/images/cert-fumigation", "Certified fumigation operator badge"),
      },
    ],
  },
  faqs: {
    items: [
      {
        question: "Do I need to provide cleaning products or equipment?",
        answer:
          "No. Our cleaners bring their own equipment and eco-friendly products. Tell us in your booking notes if you would like us to use yours.",
      },
      {
        question: "Which parts of Lagos do you cover?",
        answer:
          "We clean across the Island and the Mainland, from Ajah and Lekki to Ikeja and Gbagada. Call us if you are not sure we reach you.",
      },
      {
        question: "How do I pay?",
        answer:
          "Every job is priced in naira before we start. You can pay by bank transfer, POS or cash when the job is done.",
      },
      {
        question: "What if I am not happy with the cleaning?",
        answer: "Tell us within 24 hours of the visit and we will come back to put it right at no cost.",
      },
    ],
  },
  legal: {
    privacy: [
      "We collect only what we need to deliver your booking: your name, phone number, e-mail address and the address we clean. We use it to schedule and confirm your service and to reply to your messages.",
      "We never sell your details. Our staff see your address and phone number only for the jobs they are assigned to.",
      "You may ask us at any time to see, correct or delete the details we hold about you by writing to our e-mail address below.",
    ],
    terms: [
      "Prices are shown in naira and confirmed before any work starts. Extra work requested on site is agreed and priced with you first.",
      "You may reschedule or cancel a booking free of charge up to 24 hours before the visit.",
      "If you are not satisfied, tell us within 24 hours of the visit and we will return to put it right at no cost.",
    ],
  },
  social: {
    links: [
      { network: "Facebook", url: "https://www.facebook.com/sparkleandshine.ng" },
      { network: "Instagram", url: "https://www.instagram.com/sparkleandshine.ng" },
      { network: "X", url: "https://x.com/sparkleshine_ng" },
    ],
  },
  // No limit on any window until the owner sets one: a new site takes bookings as it always did.
  availability: {
    windows: {
      morning: { start: "08:00", end: "12:00" },
      afternoon: { start: "12:00", end: "16:00" },
      evening: { start: "16:00", end: "19:00" },
    },
    // The days the opening hours close take no bookings (Sunday): a new site's forms agree with its contact
    // page from the first day (docs/decisions/054-opening-hours-drive-windows.md).
    capacity: Object.fromEntries(
      weekdays.map((day) => [
        day,
        openingHours[day].closed
          ? { morning: 0, afternoon: 0, evening: 0 }
          : { morning: null, afternoon: null, evening: null },
      ]),
    ) as SiteSettings["availability"]["capacity"],
    closedDates: [],
    noticeHours: 2,
    daysAhead: 366,
    changeHours: 24,
  },
  notices: {
    reminderTime: "17:00",
    whatsapp: {
      confirmed:
        "Hello {name}, this is {business}. Your booking {bookingId} for {visit} is confirmed. See you then!",
      onTheWay:
        "Hello {name}, this is {business}. Our team is on the way to you now for booking {bookingId}.",
      completed:
        "Thank you {name} for choosing {business}! We hope you love the result. A short review would mean a lot to us.",
      reminder: "Hello {name}, a reminder from {business}: we visit you {visit} (booking {bookingId}).",
    },
  },
  // Regular customers get a little off every visit; the owner changes or hides each frequency in Settings.
  recurring: defaultRecurringDiscounts,
  // Each customer message's WhatsApp template, by its default name (texts in docs/whatsapp-templates.md).
  messages: { templates: defaultTemplates() },
  crewPage: { finishCompletes: true },
  payments: defaultPaymentsSettings,
};
