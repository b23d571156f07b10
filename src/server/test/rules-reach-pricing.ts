// Pricing by quantity and area (src/shared/rules/pricing.ts, docs/decisions/048; see rules-reach.ts).
import { apiOnly, both, type ReachTable, sameSchemaOnScreen, screenOnly } from "./rules-reach.ts";

const formsOffer = "the forms offer the units and bounds as choices and number fields within them";

export const pricingReach: ReachTable = {
  messages: {
    pricing: {
      quantityOutOfBounds: both,
      areaNotServed: apiOnly("the booking forms offer only the areas served, as a select"),
      howManyOf: screenOnly("the label of the booking forms' quantity field; the API takes a number"),
      discountSparesTravelFee: screenOnly("said on the booking forms; the API simply totals by the rule"),
      bookedLine: screenOnly("how screens, mails and receipts write a line; the API answers with numbers"),
      travelLine: screenOnly("how screens, mails and receipts write the fee; the API answers with numbers"),
      unitNotValid: { api: { not: formsOffer }, screen: { not: formsOffer } },
      boundsNotValid: { api: { not: formsOffer }, screen: { not: formsOffer } },
      boundsBackwards: { api: { not: formsOffer }, screen: { not: formsOffer } },
      travelFeeNotValid: { api: { not: sameSchemaOnScreen }, screen: { not: sameSchemaOnScreen } },
      travelFeeAreaUnknown: {
        api: { not: sameSchemaOnScreen },
        screen: { not: "the Settings screen edits each fee on the row of its area" },
      },
    },
  },
  notMessages: {
    pricing: [
      "serviceUnits",
      "unitWords",
      "largestQuantity",
      "defaultMaxQuantity",
      "needsQuantity",
      "boundsLabel",
      "quantityProblem",
      "quantityOf",
      "lineKobo",
      "priceBooking",
      "priceAfterInspection",
      "servicePriceLabel",
      "showsQuantity",
      "bookedName",
      "lineNaira",
      "travelLabel",
      "travelFeeOf",
      "travelLineOf",
      "bookingLines",
    ],
  },
};
