// Every message of the rules layer reaches the people it is for: the API answers with it (an API test in
// src/server imports it and checks the answer) and the screen shows it (a browser test in e2e/, or a test
// of the rendered HTML in src/web, imports it and finds it on the page). Because those tests import the
// message rather than copying its words, a changed message changes both sides and their tests at once.
// Where a message can only reach one side, the table says why. A new export of a rules module fails here
// until it is placed in the table (a message) or among the names that are not messages.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");
const rulesDir = path.join(root, "src/shared/rules");

type Side = true | { not: string };
type Reach = { api: Side; screen: Side };

const both: Reach = { api: true, screen: true };
const apiOnly = (why: string): Reach => ({ api: true, screen: { not: why } });
const screenOnly = (why: string): Reach => ({ api: { not: why }, screen: true });

const noScreenSendsIt = "the dashboard's own controls never send it; only a hand-made request can";
const noLinkTyped = "nobody types an image link: the picture picker uploads and fills it in";
const readByMachines = "load balancers, monitors and Prometheus read it; no screen of the site calls it";
const commandLine = "the backup command prints it; its own tests check it";
const printedByBackup: Reach = { api: { not: commandLine }, screen: { not: commandLine } };
const ownerMail = "a mail to the owner through the outbox; the backup tests read it there";
const mailedToOwner: Reach = { api: { not: ownerMail }, screen: { not: ownerMail } };
const doctorCommand = "npm run admin -- doctor prints it; its own tests check it";
const printedByDoctor: Reach = { api: { not: doctorCommand }, screen: { not: doctorCommand } };
const theFormsOwnWords = "the form's own words for what the API answered; the API sends no words of its own";
const onlyPickedTimes = "the opening hours are time pickers: they give a valid time or none";
const sameSchemaOnScreen =
  "the Settings screen shows it from the same schema the API checks with; no browser test enters it";

const refusedLikeTheHoliday =
  "the booking page shows it exactly as it shows dateClosed, the refusal a browser test makes the server give";
const fromTheDays = "the booking form's words from the days the API reports; the API sends days, not words";

// Regular visits: the booking API's series side, built apart from the booking form, answers
// these; its API tests come with it.
const manageWords = "the manage page's words for what the API answered; the API sends data, not these words";
const pageHelp = "a help line beside the flag the API sends; no browser test makes a visit without room";

const paymentFormChecks =
  "the Booking Details payment form checks it with the same schema before sending; no browser test enters it";

const messages: Record<string, Record<string, Reach>> = {
  "availability-settings": {
    windowEndsBeforeStart: apiOnly(sameSchemaOnScreen),
    jobsPerWindowNotValid: apiOnly(sameSchemaOnScreen),
    noticeHoursNotValid: apiOnly(sameSchemaOnScreen),
    daysAheadNotValid: apiOnly(sameSchemaOnScreen),
    changeHoursNotValid: apiOnly(sameSchemaOnScreen),
    windowsOutOfOrder: apiOnly(sameSchemaOnScreen),
    closedDateTwice: apiOnly(sameSchemaOnScreen),
  },
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
  accounts: {
    accountEmailTaken: both,
    accountNotFound: apiOnly("the dashboard changes only the accounts it lists, and none is ever deleted"),
    lastActiveOwner: apiOnly(
      "a browser test would have to disable every other owner of the shared test server",
    ),
    accountDisabled: both,
    samePasswordAgain: both,
    passOnOneTimePassword: screenOnly(
      "the dashboard's words beside the password; the API answers the password alone",
    ),
  },
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
  "bookings-list": {
    bookingsPageMessage: apiOnly(noScreenSendsIt),
    bookingsPageSizeMessage: apiOnly(noScreenSendsIt),
    bookingsSearchMessage: apiOnly(noScreenSendsIt),
    bookingsStatusFilterMessage: apiOnly(noScreenSendsIt),
  },
  catalogue: {
    categorySlugInvalid: both,
    categorySlugTaken: both,
    categorySlugTooLong: apiOnly("the slug field takes no more characters than the limit"),
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
  "image-url": {
    imageUrlTooLong: apiOnly(noLinkTyped),
    imageUrlNotValid: apiOnly(noLinkTyped),
    imageNotUploadedHere: apiOnly(noLinkTyped),
  },
  number: {
    priceRequired: both,
    priceNotANumber: apiOnly("the price field only takes numbers"),
    discountNotANumber: apiOnly("the discount field only takes numbers"),
    usageLimitNotANumber: apiOnly("the usage-limit field only takes whole numbers"),
    servicePriceNotANumber: apiOnly("the booking form sends the catalogue's own prices"),
    totalPriceRequired: apiOnly("the booking form always sends its total"),
    totalPriceNotANumber: apiOnly("the booking form always sends its total as a number"),
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
  roles: {
    notAllowedForRole: both,
    mustChangePasswordFirst: apiOnly(
      "the dashboard opens the password screen for such an account before it calls anything else",
    ),
  },
  service: {
    createCategoryFirst: screenOnly("the dashboard says it before a service can be added; no call is made"),
    goToCategories: screenOnly("a link of the dashboard"),
  },
  settings: {
    openMapLabel: screenOnly("a link's words on the page; no API answer carries them"),
  },
  "settings-sections": {
    sectionRequired: apiOnly(noScreenSendsIt),
    phoneNotValid: both,
    timeNotValid: apiOnly(onlyPickedTimes),
    opensBeforeCloses: both,
    urlNotValid: apiOnly(sameSchemaOnScreen),
    latitudeNotValid: both,
    longitudeNotValid: both,
    siteImageNotValid: apiOnly(noLinkTyped),
    noHeroSlide: apiOnly(sameSchemaOnScreen),
    noParagraph: apiOnly(sameSchemaOnScreen),
    tooMany: apiOnly(
      "the Add buttons stop each list at its limit; only the areas served, typed one per line, could pass it",
    ),
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
  "sign-in": {
    signInFailed: screenOnly("the form's words when the server's answer has no message of its own"),
    tooManySignInAttempts: apiOnly("a browser test would lock the shared test server's sign-in for minutes"),
  },
  text: {
    characterNotAllowed: apiOnly("no form field lets a control character through to be refused"),
  },
  operations: {
    healthDatabaseUnavailable: apiOnly(readByMachines),
    healthOutboxStuck: apiOnly(readByMachines),
    metricsNotAllowed: apiOnly(readByMachines),
  },
  backup: {
    backupTimeoutInvalid: printedByBackup,
    backupTimedOut: printedByBackup,
    backupFailedLine: printedByBackup,
    backupNightlyDone: printedByBackup,
    backupNobodyToTell: printedByBackup,
    backupOwnerNotTold: printedByBackup,
    backupFailedSubject: mailedToOwner,
    backupFailedText: mailedToOwner,
    backupStaleSubject: mailedToOwner,
    backupStaleText: mailedToOwner,
  },
  doctor: {
    configLoaded: printedByDoctor,
    configRefused: printedByDoctor,
    databaseReady: printedByDoctor,
    databaseUnreachable: printedByDoctor,
    sqliteFileMissing: printedByDoctor,
    migrationsPending: printedByDoctor,
    mailReady: printedByDoctor,
    mailOff: printedByDoctor,
    mailUrlNotValid: printedByDoctor,
    mailLoginRefused: printedByDoctor,
    mailUnreachable: printedByDoctor,
    mailRefused: printedByDoctor,
    diskForDatabase: printedByDoctor,
    diskForBackups: printedByDoctor,
    diskFreeFor: printedByDoctor,
    diskSpaceEnough: printedByDoctor,
    diskSpaceLow: printedByDoctor,
    diskSpaceUnknown: printedByDoctor,
    backupRecent: printedByDoctor,
    backupNone: printedByDoctor,
    backupFolderUnreadable: printedByDoctor,
    backupStale: printedByDoctor,
    doctorNoAnswer: printedByDoctor,
    doctorCheckCrashed: printedByDoctor,
    doctorAllWell: printedByDoctor,
    doctorSomethingWrong: printedByDoctor,
  },
};

/** Exports of the rules modules that are limits, labels, patterns or helpers: no message of their own. */
const notMessages: Record<string, string[]> = {
  accounts: ["accountNameMaxLength"],
  audit: ["auditRecordKinds", "describeAudit"],
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
  backup: [
    "backupFilePattern",
    "backupKeepDefault",
    "backupKeepMax",
    "backupStaleAfterHours",
    "backupSteps",
    "backupTimeoutSeconds",
    "parseBackupTimeout",
  ],
  doctor: [
    "doctorBackupMaxAgeHours",
    "doctorBackupPattern",
    "doctorChecks",
    "doctorLine",
    "doctorMinFreeBytes",
    "doctorMinFreePercent",
    "doctorSize",
    "doctorTimeoutMs",
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
  catalogue: ["categorySlugHint", "categorySlugLabel"],
  "category-slug": ["categorySlugFallback", "categorySlugMaxLength", "categorySlugPattern"],
  contact: ["contactFormAction"],
  crews: ["crewLimits", "crewNameKey", "crewOptionLabel", "noCrewLabel"],
  "calendar-feeds": [
    "businessFeedName",
    "businessFeedScope",
    "calendarFeedPath",
    "feedDaysBack",
    "includeContactHint",
    "includeContactLabel",
  ],
  coupon: ["appliedCouponLabel", "couponCheckOutcome"],
  idempotency: [
    "idempotencyKeyHeader",
    "idempotencyKeyLifetimeMs",
    "idempotencyKeyMaxLength",
    "idempotencyKeyProblem",
    "idempotentReplayedHeader",
  ],
  "image-url": ["imageUrlMaxLength", "imageUrlProblem", "storedImageIdPattern"],
  notices: [
    "fillNotice",
    "noticeFor",
    "noticeLimits",
    "noticePlaceholders",
    "whatsappNoticeLabels",
    "whatsappNotices",
  ],
  number: ["numberOf", "plainDecimal"],
  operations: ["outboxStuckAfterMinutes"],
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
  "past-work": ["afterLabel", "beforeLabel", "pastWorkPictures", "pastWorkPicturesHint"],
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
  roles: ["areas", "areasOfRole", "mayUse", "roleLabels", "roles"],
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
  "settings-sections": [
    "isTime",
    "isWebLink",
    "settingsLimits",
    "settingsMessage",
    "settingsSectionLabels",
    "settingsSections",
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
  schedule: ["noCrewChoice", "overbookLabel", "unassignedLabel"],
  "sign-in": [
    "afterSignIn",
    "passwordChangeScreen",
    "signInAttemptsPerAddress",
    "signInFailuresPerAccountAndAddress",
    "signInFailuresPerAccountBeforeSlowdown",
    "signInFormAction",
    "signInSlowdownMaxMs",
    "signInSlowdownMs",
    "signInSlowdownStartMs",
    "signInWindowMs",
  ],
  text: ["hasForbiddenCharacter"],
};

function exportsOf(module: string): string[] {
  const text = fs.readFileSync(path.join(rulesDir, `${module}.ts`), "utf8");
  return [...text.matchAll(/^export (?:const|function|async function) (\w+)/gm)].map((m) => m[1]!);
}

function sourceFiles(dir: string, pattern: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const full = path.join(entry.parentPath, entry.name);
    return entry.isFile() && pattern.test(entry.name) ? [full] : [];
  });
}

/** The names each test file imports from each rules module. */
function importsOfRules(files: string[]): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const file of files) {
    const text = fs.readFileSync(file, "utf8");
    for (const match of text.matchAll(
      /import\s*\{([^}]*)\}\s*from\s*["'][^"']*shared\/rules\/([\w-]+)(?:\.ts)?["']/g,
    )) {
      const module = match[2]!;
      for (const name of match[1]!.split(",").map((part) => part.trim().replace(/^type\s+/, ""))) {
        if (!name) continue;
        found.set(module, (found.get(module) ?? new Set()).add(name.split(/\s+as\s+/)[0]!));
      }
    }
  }
  return found;
}

const apiTests = importsOfRules(sourceFiles(path.join(root, "src/server"), /\.test\.ts$/));
const screenTests = importsOfRules([
  ...sourceFiles(path.join(root, "e2e"), /\.spec\.ts$/),
  ...sourceFiles(path.join(root, "src/web"), /\.test\.tsx?$/),
]);

describe("each rules module's messages reach the API and the screens", () => {
  it.each(Object.entries(messages))("%s", (module, reach) => {
    const unchecked: string[] = [];
    for (const [name, sides] of Object.entries(reach)) {
      if (sides.api === true && !apiTests.get(module)?.has(name))
        unchecked.push(`${name}: no API test imports it`);
      if (sides.screen === true && !screenTests.get(module)?.has(name)) {
        unchecked.push(`${name}: no browser or rendered-HTML test imports it`);
      }
    }
    expect(unchecked).toEqual([]);
  });

  it("knows every export of every rules module", () => {
    const modules = fs
      .readdirSync(rulesDir)
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .map((file) => file.slice(0, -3));
    const unknown = modules.flatMap((module) =>
      exportsOf(module)
        .filter((name) => !(messages[module]?.[name] || notMessages[module]?.includes(name)))
        .map((name) => `${module}:${name}`),
    );
    expect(unknown).toEqual([]);
  });
});
