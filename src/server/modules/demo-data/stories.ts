// Past jobs and customer words for the demo site: believable Lagos places, people and roles.
import type { Motif } from "./pictures.ts";

export type DemoPastWork = { title: string; description: string; motif: Motif; place: string };
export type DemoTestimonial = { name: string; role: string; feedback: string };

export const demoPastWorks: DemoPastWork[] = [
  {
    title: "Lekki Duplex After Renovation",
    motif: "construction",
    place: "Lekki Phase 1",
    description:
      "A five-bedroom duplex handed over by the builders covered in cement dust and paint splashes. Our team of eight cleaned every room, the stairwell and the compound in two days, ready for the family to move in that weekend.",
  },
  {
    title: "Victoria Island Office Deep Clean",
    motif: "office",
    place: "Victoria Island",
    description:
      "A 60-staff fintech office cleaned over a weekend: carpets extracted, glass partitions polished, kitchen degreased and every workstation sanitised before Monday.",
  },
  {
    title: "Ikoyi Sofa and Rug Revival",
    motif: "upholstery",
    place: "Ikoyi",
    description:
      "A cream fabric sofa set and two Persian rugs with years of stains. Shampooed and extracted on site; the client said they looked new.",
  },
  {
    title: "Yaba Hostel Fumigation",
    motif: "fumigation",
    place: "Yaba",
    description:
      "A 40-room student hostel treated for bedbugs and cockroaches in two visits, with mattresses and furniture treated room by room.",
  },
  {
    title: "Gbagada Move-Out Clean",
    motif: "home",
    place: "Gbagada",
    description:
      "A three-bedroom flat cleaned top to bottom at the end of a tenancy, so the tenant got the full caution fee back from the landlord.",
  },
];

export const demoTestimonials: DemoTestimonial[] = [
  {
    name: "Chiamaka Obi",
    role: "Homeowner, Lekki",
    feedback:
      "They cleaned our new duplex after the builders left and it was spotless. On time, polite and they even cleaned the louvres. I now book them every month.",
  },
  {
    name: "Babatunde Adeyemi",
    role: "Office Manager, Victoria Island",
    feedback:
      "Our office has never looked this good. The team comes in before we resume, and the washrooms smell fresh all day. Very professional.",
  },
  {
    name: "Aisha Bello",
    role: "Restaurant Owner, Ikeja",
    feedback:
      "The fumigation was thorough and they explained everything. Three months later we have not seen a single cockroach in the kitchen.",
  },
  {
    name: "Emeka Nwosu",
    role: "Banker, Ikoyi",
    feedback:
      "Pick-up and delivery of my suits and native wear is always on time and everything comes back well pressed. It saves me my Saturdays.",
  },
  {
    name: "Funke Akindele-Martins",
    role: "Property Manager, Ajah",
    feedback:
      "We use them for every move-out clean across our estates. Reliable, fairly priced and the tenants' complaints have stopped.",
  },
];
