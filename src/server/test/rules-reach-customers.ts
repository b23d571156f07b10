// What customers meet: the booking form and its availability, coupons and regular visits, the manage link,
// the contact form and the public pages' words (see rules-reach.ts).
import {
  apiOnly,
  both,
  noScreenSendsIt,
  type ReachTable,
  sameSchemaOnScreen,
  screenOnly,
} from "./rules-reach.ts";

const theFormsOwnWords = "the form's own words for what the API answered; the API sends no words of its own";

const refusedLikeTheHoliday =
  "the booking page shows it exactly as it shows dateClosed, the refusal a browser test makes the server give";
const fromTheDays = "the booking form's words from the days the API reports; the API sends days, not words";

// Regular visits: the booking API's series side, built apart from the booking form, answers
// these; its API tests come with it.
const manageWords = "the manage page's words for what the API answered; the API sends data, not these words";
const pageHelp = "a help line beside the flag the API sends; no browser test makes a visit without room";

export const customersReach: ReachTable = {
  messages: {
    availability: {
      windowFull: both,
      windowClosed: apiOnly(refusedLikeTheHoliday),
      dateClosed: both,
      tooSoon: apiOnly(refusedLikeTheHoliday),
      tooFar: apiOnly(refusedLikeTheHoliday),
      availabilityDatesRequired: apiOnly(noScreenSendsIt),
      rangeBackwards: apiOnly(noScreenSendsIt),
      rangeTooLong: apiOnly(noScreenSendsIt),
      overbookedWarning: both,
      nextFreeWindow: screenOnly(fromTheDays),
      dayFull: screenOnly(fromTheDays),
      unavailableSuffix: screenOnly(fromTheDays),
      noFreeWindow: screenOnly(fromTheDays),
    },
    booking: {
      bookingNotFoundById: apiOnly("the dashboard asks only for bookings it lists, and none is deleted"),
      bookingChangedMeanwhile: {
        api: { not: "the change takes a row lock first, so no test can make two changes meet in between" },
        screen: { not: "no browser test races two staff on one booking" },
      },
      manageLinkLabel: both,
      requiredFieldsMessage: both,
      pastDateMessage: both,
      bookingSuccessMessage: screenOnly(theFormsOwnWords),
      bookingSubmitFailed: screenOnly(
        "the form puts it before the API's reason, or says it alone when there is none",
      ),
      repeatBookingMessage: screenOnly(
        "only the booking page guards against a double submit; the API has no such answer",
      ),
      noServicesYetMessage: screenOnly(
        "the booking form says it of an empty catalogue; the API has no such answer",
      ),
      missingFieldMessages: screenOnly(
        "the form names each missing field; the API answers requiredFieldsMessage",
      ),
    },
    "booking-date": {
      preferredDateTooFar: both,
    },
    contact: {
      messageSent: both,
      messageFailed: screenOnly("the form's words when the server's answer has no message of its own"),
    },
    coupon: {
      couponAlreadyApplied: screenOnly("the form refuses a second coupon itself; the API is not asked"),
      couponCodeMissing: both,
      couponUsed: screenOnly(theFormsOwnWords),
      couponInvalid: both,
      couponAppliedMessage: screenOnly(theFormsOwnWords),
    },
    forms: {
      refusedFormTitle: both,
      refusedFormText: both,
      refusedFormAdvice: both,
      refusedFormBack: both,
      refusedFormHome: both,
    },
    idempotency: {
      idempotencyKeyEmpty: apiOnly(noScreenSendsIt),
      idempotencyKeyTooLong: apiOnly(noScreenSendsIt),
      idempotencyKeyReused: both,
    },
    manage: {
      manageLinkNotFound: both,
      bookingNotChangeable: both,
      tooLateToChange: both,
      cancelQuestion: screenOnly("the manage page asks before cancelling; the API asks nothing"),
      cancelBookingLabel: screenOnly("the manage page's button; the API has no words for it"),
      confirmCancelBooking: screenOnly("the manage page's button; the API has no words for it"),
      keepBooking: screenOnly("the manage page's way back; it sends nothing to the API"),
      bookingCancelledByCustomer: screenOnly("the manage page's words once the API answered the cancel"),
      bookingMoved: screenOnly("the manage page's words once the API answered the move"),
    },
    settings: {
      openMapLabel: screenOnly("a link's words on the page; no API answer carries them"),
    },
    recurring: {
      recurringDiscountNotValid: apiOnly(sameSchemaOnScreen),
      frequencyNotValid: apiOnly("the booking form's radio buttons send only the four frequencies"),
      frequencyNotOffered: both,
      regularVisitNeedsDate: both,
      oneOffOnly: both,
      visitNeedsPlace: screenOnly("the API answers a visit's needsPlace; the screens say it in words"),
      weWillCallForTime: screenOnly("the confirmation's words after a visit that needs a place"),
      visitNeedsPlaceHelp: { api: { not: manageWords }, screen: { not: pageHelp } },
      skipVisitQuestion: screenOnly(manageWords),
      visitSkipped: screenOnly(manageWords),
      cancelSeriesQuestion: screenOnly(manageWords),
      seriesCancelled: screenOnly(manageWords),
      noSeries: apiOnly("the manage page offers to end regular visits only on a link that began some"),
      visitNotInSeries: apiOnly("the manage page offers only the link's own visits"),
      seriesEnded: {
        api: { not: "the dashboard's toast after the API's answer" },
        screen: { not: "the browser tests end a series through the manage link, not from Booking Details" },
      },
      visitsNotLoaded: {
        api: { not: "the dashboard's words when the series cannot be read" },
        screen: { not: "no browser test makes the series unreadable" },
      },
    },
    text: {
      characterNotAllowed: apiOnly("no form field lets a control character through to be refused"),
    },
  },
  notMessages: {
    availability: [
      "addDays",
      "availabilityLimits",
      "bookingRefusal",
      "datesFrom",
      "dayWindows",
      "daysBetween",
      "firstOpenWindow",
      "lagosInstant",
      "weekdayOf",
      "windowCapacity",
    ],
    booking: [
      "discountAmountColumn",
      "discountLabelOf",
      "discountLine",
      "discountLineLabel",
      "discountPercentColumn",
      "hasDiscount",
      "regularDiscountLabel",
      "repeatBookingWindowMs",
      "requiredBookingFieldNames",
      "visitLabel",
    ],
    "booking-date": ["isWithinBookingHorizon", "latestPreferredDate", "preferredDateYearsAhead"],
    contact: ["contactFormAction"],
    coupon: ["appliedCouponLabel", "couponCheckOutcome"],
    idempotency: [
      "idempotencyKeyHeader",
      "idempotencyKeyLifetimeMs",
      "idempotencyKeyMaxLength",
      "idempotencyKeyProblem",
      "idempotentReplayedHeader",
    ],
    settings: [
      "internationalPhone",
      "mapEmbedLink",
      "mapLink",
      "openingHoursGroups",
      "telLink",
      "weekdayName",
      "weekdays",
      "whatsappChatLink",
      "whatsappGreeting",
    ],
    recurring: [
      "cancelSeries",
      "confirmCancelSeries",
      "confirmSkipVisit",
      "defaultRecurringDiscounts",
      "frequencies",
      "frequencyDiscount",
      "frequencyLabels",
      "frequencyOption",
      "keepSeries",
      "maxRecurringDiscount",
      "moveVisit",
      "moveVisitTitle",
      "offeredFrequencies",
      "regularVisitsHeading",
      "repeatingFrequencies",
      "seriesBooked",
      "seriesHorizonDays",
      "seriesStatuses",
      "seriesSummaryLine",
      "seriesTitle",
      "skipVisit",
      "upcomingVisits",
      "visitDate",
      "visitDiscount",
      "visitsUntil",
    ],
    manage: [
      "bookingEventActors",
      "bookingEventKinds",
      "canChangeOnline",
      "changeDeadline",
      "describeBookingEvent",
      "eventActorLabel",
      "manageLinkPath",
    ],
    text: ["hasForbiddenCharacter"],
  },
};
