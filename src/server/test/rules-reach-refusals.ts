// The refusals any part of the site can give: rate limits, image uploads and the fault with no reason of
// its own (see rules-reach.ts).
import { apiOnly, both, type ReachTable } from "./rules-reach.ts";

const limitsRaisedInBrowserTests =
  "browser tests run with every rate limit raised far above what a test sends, so none meets one";
const noBrowserUploadsIt =
  "no browser test uploads such a file; the picker shows the API's message as it comes";

export const refusalsReach: ReachTable = {
  messages: {
    limits: {
      tooManyBookings: apiOnly(limitsRaisedInBrowserTests),
      tooManyStatusChecks: apiOnly(limitsRaisedInBrowserTests),
      tooManyManageRequests: apiOnly(limitsRaisedInBrowserTests),
      tooManyPaymentAttempts: apiOnly(limitsRaisedInBrowserTests),
      tooManyContactMessages: apiOnly(limitsRaisedInBrowserTests),
      tooManyCouponChecks: apiOnly(limitsRaisedInBrowserTests),
      tooManyPasswordAttempts: apiOnly(limitsRaisedInBrowserTests),
      tooManyCalendarRequests: apiOnly(limitsRaisedInBrowserTests),
      tooManyCrewPageRequests: apiOnly(limitsRaisedInBrowserTests),
      tooManyCrewPhotos: {
        api: {
          not: "only more parallel photo uploads than the server takes reach it, as tooManyUploads's test does",
        },
        screen: { not: "the crew page queues its photos and sends them one at a time" },
      },
      tooManyUploads: apiOnly(limitsRaisedInBrowserTests),
    },
    images: {
      imageLimitMessage: both,
      uploadTooLarge: apiOnly(noBrowserUploadsIt),
      noFileChosen: apiOnly(noBrowserUploadsIt),
      emptyFile: apiOnly(noBrowserUploadsIt),
      notAnImage: apiOnly(noBrowserUploadsIt),
      damagedImage: apiOnly(noBrowserUploadsIt),
      tooManyPixels: apiOnly(noBrowserUploadsIt),
    },
    errors: {
      somethingWentWrong: both,
    },
  },
  notMessages: {},
};
