// The dashboard's daily work on bookings: the list, payments, crews, the schedule board and calendar
// feeds, the customers' notices and the outbox, and the reports (see rules-reach.ts).
import {
  apiOnly,
  both,
  noScreenSendsIt,
  onlyPickedTimes,
  type ReachTable,
  screenOnly,
} from "./rules-reach.ts";

const paymentFormChecks =
  "the Booking Details payment form checks it with the same schema before sending; no browser test enters it";

export const dashboardReach: ReachTable = {
  messages: {
    payments: {
      paymentAmountNotPositive: apiOnly(paymentFormChecks),
      paymentAmountTooLarge: apiOnly(paymentFormChecks),
      paymentAmountNotValid: apiOnly(paymentFormChecks),
      paymentBeyondBalance: both,
      paymentMethodNotValid: apiOnly("the method is a list of the four methods"),
      paymentDateNotValid: apiOnly("the date is a date picker: it gives a date or none"),
      paymentDateInFuture: apiOnly("the date picker stops at today in Lagos"),
      paymentNoteTooLong: apiOnly("the note box stops typing at the limit"),
      paymentReasonTooLong: apiOnly("the Reverse confirmation sends no reason of more than the limit"),
      paymentNotFound: apiOnly(noScreenSendsIt),
      paymentAlreadyReversed: apiOnly("the dashboard offers Reverse only on entries that stand"),
      reversalNotReversible: apiOnly("the dashboard offers no Reverse on a reversal"),
    },
    notices: {
      noticeTooLong: apiOnly("the message boxes stop typing at the limit"),
      reminderTimeNotValid: apiOnly(onlyPickedTimes),
      whatsappNoticeNotValid: apiOnly(noScreenSendsIt),
    },
    outbox: {
      outboxStateNotValid: apiOnly("the Outbox screen's tabs ask only for the three states"),
      outboxMessageNotFound: apiOnly(
        "the Outbox screen retries only the messages it lists, and none is deleted",
      ),
      outboxAlreadySent: apiOnly("the Outbox screen offers Retry only on messages not yet sent"),
      outboxRetried: apiOnly(
        "the browser tests' mail server accepts every message, so none fails there for Retry to be shown",
      ),
      outboxEmpty: screenOnly("the screen's words for an empty tab; the API answers an empty list"),
    },
    "bookings-list": {
      bookingsPageMessage: apiOnly(noScreenSendsIt),
      bookingsPageSizeMessage: apiOnly(noScreenSendsIt),
      bookingsSearchMessage: apiOnly(noScreenSendsIt),
      bookingsStatusFilterMessage: apiOnly(noScreenSendsIt),
    },
    crews: {
      crewNameTaken: both,
      crewNotFound: apiOnly(
        "the dashboard changes and offers only the crews it lists, and none is ever deleted",
      ),
      crewInactive: apiOnly("the crew picker offers only active crews, and the crew the booking already has"),
      crewBusy: both,
      crewBookingNotFound: apiOnly(
        "the dashboard gives crews only the bookings it lists, and none is ever deleted",
      ),
      cancelledBookingNoCrew: apiOnly("the booking details of a cancelled booking show no crew picker"),
      bookingNeedsWindow: apiOnly(
        "only bookings from before time windows lack one: today's forms always send it, so no browser test has one",
      ),
      crewChoiceMissing: apiOnly(noScreenSendsIt),
      crewChangeEmpty: apiOnly(noScreenSendsIt),
    },
    schedule: {
      bookingNotMovable: apiOnly("the board offers no Move on a cancelled or completed job"),
      moveDateMissing: apiOnly(noScreenSendsIt),
      moveWindowMissing: apiOnly(noScreenSendsIt),
      overbookNotValid: apiOnly(noScreenSendsIt),
      jobMoved: screenOnly("the board's words once the API answered the moved booking"),
    },
    "calendar-feeds": {
      feedNotFound: apiOnly("calendar apps read the feeds; no screen of the site shows one"),
      feedScopeUnknown: apiOnly(noScreenSendsIt),
      feedScopeMissing: apiOnly(noScreenSendsIt),
      includeContactMissing: apiOnly(noScreenSendsIt),
      renewFeedWarning: screenOnly("the dashboard asks it before renewing; the API asks nothing"),
    },
    reports: {
      reportDateNotValid: apiOnly("the date pickers give a real date or none"),
      reportDatesBoth: apiOnly("the range form asks for both dates before it sends"),
      reportRangeBackwards: both,
      reportRangeTooLong: both,
      reportEmpty: screenOnly("the screen's words for a period with nothing in it; the API answers zeros"),
      reportNoCoupons: screenOnly("the screen's words for no coupon used; the API answers an empty list"),
      reportLoadFailed: {
        api: { not: "the screen's words when the API's answer has no message of its own" },
        screen: { not: "only a server fault without a message shows it, and no browser test can cause one" },
      },
    },
  },
  notMessages: {
    "bookings-list": [
      "bookingTabs",
      "bookingsCountsHeader",
      "bookingsSearchDelayMs",
      "bookingsTotalHeader",
      "defaultBookingsPageSize",
      "maxBookingsPage",
      "maxBookingsPageSize",
      "maxBookingsSearchLength",
      "minPhoneSearchDigits",
      "moreServicesLabel",
    ],
    crews: ["crewLimits", "crewNameKey", "crewOptionLabel", "noCrewLabel"],
    "calendar-feeds": [
      "businessFeedName",
      "businessFeedScope",
      "calendarFeedPath",
      "feedDaysBack",
      "includeContactHint",
      "includeContactLabel",
    ],
    notices: [
      "fillNotice",
      "noticeFor",
      "noticeLimits",
      "noticePlaceholders",
      "whatsappNoticeLabels",
      "whatsappNotices",
    ],
    outbox: [
      "nextRetryDelayMs",
      "outboxGaveUpLabel",
      "outboxIntro",
      "outboxKinds",
      "outboxStateLabels",
      "outboxStates",
      "outboxTriesLabel",
      "retryDelaysMinutes",
    ],
    payments: [
      "paymentLimits",
      "paymentMethodLabels",
      "paymentMethods",
      "paymentState",
      "paymentStateLabels",
      "paymentStates",
    ],
    reports: [
      "currentMonth",
      "monthPattern",
      "monthPeriod",
      "otherCategoryLabel",
      "periodDays",
      "periodProblem",
      "reportDayOf",
      "reportExplanations",
      "reportFigureLabels",
      "reportFileName",
      "reportFormLabels",
      "reportHeadings",
      "reportLimits",
      "reportLoading",
      "reportStatusLabels",
    ],
    schedule: ["noCrewChoice", "overbookLabel", "unassignedLabel"],
  },
};
