// The dashboard's toasts (see rules-reach.ts): the screen's own words after a change; the API sends the
// same words only where it answers a change with a message of its own.
import { both, type ReachTable, screenOnly } from "./rules-reach.ts";

const theToastsOwnWords = "the dashboard's words after the API answered; the API sends data, not these words";
const noBrowserTestMeetsIt = "no browser test makes this happen";
const neither = (why: string) => ({ api: { not: theToastsOwnWords }, screen: { not: why } });

export const toastsReach: ReachTable = {
  messages: {
    "public-toasts": { catalogueLoadFailed: screenOnly(theToastsOwnWords) },
    toasts: {
      couponCreated: neither("the coupons journey checks the new row in the list"),
      couponDeleted: { api: true, screen: { not: "the coupons journey checks the row is gone" } },
      serviceCreated: screenOnly(theToastsOwnWords),
      serviceUpdated: screenOnly(theToastsOwnWords),
      serviceDeleted: neither("the services journey checks the row is gone"),
      categorySaved: screenOnly(theToastsOwnWords),
      categoryDeleted: neither("the categories journey checks the row is gone"),
      testimonialAdded: screenOnly(theToastsOwnWords),
      testimonialUpdated: screenOnly(theToastsOwnWords),
      testimonialDeleted: screenOnly(theToastsOwnWords),
      pastWorkAdded: screenOnly(theToastsOwnWords),
      pastWorkUpdated: screenOnly(theToastsOwnWords),
      pastWorkDeleted: screenOnly(theToastsOwnWords),
      pastWorkDeleteFailed: screenOnly(theToastsOwnWords),
      pastWorkSaveFailed: screenOnly(theToastsOwnWords),
      pastWorksLoadFailed: screenOnly(theToastsOwnWords),
      settingsLoadFailed: neither(noBrowserTestMeetsIt),
      profileUpdated: screenOnly(theToastsOwnWords),
      profileUpdateFailed: screenOnly(theToastsOwnWords),
      passwordUpdated: both,
      imageUploaded: screenOnly(theToastsOwnWords),
      imageUploadFailed: screenOnly(theToastsOwnWords),
      pictureRefused: screenOnly(theToastsOwnWords),
      pictureUploadFailed: screenOnly(theToastsOwnWords),
      paymentReversed: neither("the payments journey checks the reversed line and the new balance"),
      accountAdded: screenOnly(theToastsOwnWords),
      passwordCopied: screenOnly(theToastsOwnWords),
      calendarLinkCopied: neither("browser tests read the link from its field, not the clipboard"),
      crewPageLinkCopied: neither("browser tests read the link from its field, not the clipboard"),
      calendarLinkRenewed: screenOnly(theToastsOwnWords),
      crewPageLinkRenewed: neither("the crews journey checks the old link no longer opens"),
      linkCopyFailed: neither(noBrowserTestMeetsIt),
      passwordCopyFailed: neither(noBrowserTestMeetsIt),
    },
  },
  notMessages: {},
};
