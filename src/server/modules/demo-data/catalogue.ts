// The demo catalogue of a Lagos cleaning and laundry company: what a new site shows before the staff
// enter their own. Prices are in naira, as the staff would type them.
import type { Motif } from "./pictures.ts";

export type DemoService = { name: string; description: string; price: number };
export type DemoCategory = { name: string; description: string; motif: Motif; services: DemoService[] };

export const demoCategories: DemoCategory[] = [
  {
    name: "Home Cleaning",
    motif: "home",
    description:
      "Regular and deep cleaning for flats, duplexes and terraces across Lagos, done by vetted, trained cleaners who bring their own supplies.",
    services: [
      {
        name: "Standard Apartment Cleaning",
        description:
          "Dusting, mopping, kitchen wipe-down, bathroom scrub and bin emptying for a 2–3 bedroom flat. Ideal every week or fortnight.",
        price: 25000,
      },
      {
        name: "Deep Home Cleaning",
        description:
          "Top-to-bottom clean of a duplex or large flat: inside cupboards, behind appliances, window tracks, grout and fans.",
        price: 65000,
      },
      {
        name: "Move-In / Move-Out Cleaning",
        description:
          "An empty house made ready for new tenants or handed back to the landlord spotless, including kitchen degreasing.",
        price: 85000,
      },
    ],
  },
  {
    name: "Office Cleaning",
    motif: "office",
    description:
      "Daily, weekly or one-off cleaning for offices, banks, clinics and shops in Victoria Island, Ikeja, Lekki and beyond, before or after work hours.",
    services: [
      {
        name: "Daily Office Cleaning",
        description:
          "Desks, floors, kitchenette and toilets cleaned every working day for a small office of up to 20 staff (monthly rate per visit).",
        price: 30000,
      },
      {
        name: "Office Deep Clean",
        description:
          "Carpet vacuuming, chair and partition wiping, glass walls, server-room dusting and a full washroom sanitisation.",
        price: 120000,
      },
      {
        name: "Window & Glass Facade Cleaning",
        description:
          "Streak-free cleaning of windows and glass partitions inside and out, up to three floors.",
        price: 75000,
      },
    ],
  },
  {
    name: "Post-Construction Cleaning",
    motif: "construction",
    description:
      "After the builders, painters and tilers leave: dust, cement splashes, paint drips and debris removed so the property is ready to move into.",
    services: [
      {
        name: "Post-Construction Clean (Flat)",
        description:
          "Removal of construction dust, paint and cement stains, tile haze and stickers for a flat of up to 3 bedrooms.",
        price: 150000,
      },
      {
        name: "Post-Construction Clean (Duplex)",
        description:
          "The same thorough finish for a 4–5 bedroom duplex, including balconies, stairwells and the compound.",
        price: 250000,
      },
      {
        name: "Renovation Touch-Up",
        description:
          "A focused clean after a kitchen or bathroom renovation: grout haze, sealant residue and fine dust.",
        price: 60000,
      },
    ],
  },
  {
    name: "Laundry & Dry Cleaning",
    motif: "laundry",
    description:
      "Wash, iron and dry cleaning with free pick-up and delivery within Lekki, Ajah, Ikoyi and Victoria Island. Agbada, lace and suits handled with care.",
    services: [
      {
        name: "Wash & Fold (Bag of 30 pieces)",
        description: "Everyday clothes washed, dried and neatly folded, returned within 48 hours.",
        price: 15000,
      },
      {
        name: "Suit & Native Wear Dry Cleaning",
        description: "Suits, agbada, kaftans, lace and aso-oke dry cleaned and pressed (up to 5 pieces).",
        price: 18000,
      },
      {
        name: "Duvet & Curtain Cleaning",
        description: "Duvets, bedspreads and curtains washed and dried at our facility, rehung on request.",
        price: 35000,
      },
    ],
  },
  {
    name: "Fumigation & Pest Control",
    motif: "fumigation",
    description:
      "Safe, LASEPA-compliant treatment against cockroaches, mosquitoes, bedbugs, rodents and termites for homes, offices and warehouses.",
    services: [
      {
        name: "Home Fumigation",
        description:
          "Indoor and compound treatment against cockroaches, ants and mosquitoes for a flat or duplex, with a 3-month guarantee.",
        price: 40000,
      },
      {
        name: "Bedbug Treatment",
        description:
          "Two-visit treatment of mattresses, bed frames and furniture, two weeks apart, to break the bedbug cycle.",
        price: 55000,
      },
      {
        name: "Rodent Control",
        description: "Inspection, bait stations and entry-point sealing for homes, shops and warehouses.",
        price: 45000,
      },
    ],
  },
  {
    name: "Upholstery & Carpet Cleaning",
    motif: "upholstery",
    description:
      "Sofas, armchairs, rugs and mattresses shampooed and extracted on site, so the dust, stains and odours of Lagos living come out.",
    services: [
      {
        name: "Sofa Shampooing (7-Seater)",
        description:
          "Fabric or leather sofa set cleaned, stains treated and cushions deodorised; dry within a few hours.",
        price: 35000,
      },
      {
        name: "Rug & Carpet Deep Clean",
        description: "Hot-water extraction of rugs and fitted carpets, priced for up to 40 square metres.",
        price: 45000,
      },
      {
        name: "Mattress Sanitisation",
        description: "Dust-mite and stain treatment for two mattresses, with UV sanitisation.",
        price: 20000,
      },
    ],
  },
];
