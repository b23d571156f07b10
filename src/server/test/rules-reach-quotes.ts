// Quotes after inspection (src/shared/rules/quotes.ts, docs/decisions/063; see rules-reach.ts).
import { apiOnly, both, noScreenSendsIt, screenOnly, type ReachTable } from "./rules-reach.ts";

const mail = "a message's words: the API tests read them in the outbox; no browser test opens a mail box";
const managePageOffersOnlyWhatIsOpen =
  "the manage page offers Accept and Decline only on a priced, open quote";

export const quotesReach: ReachTable = {
  messages: {
    quotes: {
      quotePricesNotValid: apiOnly("the Set price form's number fields give whole numbers within bounds"),
      quoteLineNotInspection: apiOnly(noScreenSendsIt),
      quoteNotPriceable: apiOnly("Booking Details offers Set price only on a quote still open"),
      notAQuote: apiOnly("Booking Details offers Set price only on a quote"),
      quoteNotPricedYet: apiOnly(managePageOffersOnlyWhatIsOpen),
      quoteNotOpen: apiOnly(managePageOffersOnlyWhatIsOpen),
      quoteLapsed: apiOnly(managePageOffersOnlyWhatIsOpen),
      quoteNotAcceptedYet: apiOnly("Booking Details offers no Confirm on a quote still open"),
      priceAfterInspectionNotValid: {
        api: { not: "the Service form's checkbox sends true or false only" },
        screen: { not: "the Service form's checkbox sends true or false only" },
      },
      quoteOffered: both,
      quoteWaitsForPrice: screenOnly("the manage page's words for a quote not yet priced"),
      quoteAccepted: screenOnly("the manage page's answer to its own form; the API answers the booking"),
      quoteDeclined: screenOnly("the manage page's answer to its own form; the API answers the booking"),
      quoteSent: screenOnly("Booking Details' answer to its own form; the API answers the booking"),
      quoteRequestedSubject: apiOnly(mail),
      quoteRequestedLines: apiOnly(mail),
      quoteReadySubject: apiOnly(mail),
      quoteReadyLines: apiOnly(mail),
      quoteLinkWords: apiOnly(mail),
      quoteAnsweredSubject: apiOnly(mail),
      quoteAnsweredLine: apiOnly(mail),
    },
  },
  notMessages: {
    quotes: [
      "quoteStates",
      "openQuoteStates",
      "isOpenQuote",
      "quoteAnswerDays",
      "quoteStateLabels",
      "priceAfterInspectionLabel",
      "setQuotePrice",
      "sendQuote",
      "quotePriceOf",
      "quoteQuantityOf",
      "acceptQuote",
      "declineQuote",
      "quotesToPriceTitle",
      "noQuotesToPrice",
      "quoteMailLabels",
      "yourQuote",
    ],
  },
};
