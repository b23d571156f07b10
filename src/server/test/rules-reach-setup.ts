// Setting up the site in the dashboard: accounts, roles and signing in, the audit log, the opening hours
// and windows, the catalogue, past work and the site's settings (see rules-reach.ts).
import {
  apiOnly,
  both,
  noScreenSendsIt,
  onlyPickedTimes,
  type ReachTable,
  sameSchemaOnScreen,
  screenOnly,
} from "./rules-reach.ts";

const noLinkTyped = "nobody types an image link: the picture picker uploads and fills it in";

export const setupReach: ReachTable = {
  messages: {
    "availability-settings": {
      windowEndsBeforeStart: apiOnly(sameSchemaOnScreen),
      jobsPerWindowNotValid: apiOnly(sameSchemaOnScreen),
      noticeHoursNotValid: apiOnly(sameSchemaOnScreen),
      daysAheadNotValid: apiOnly(sameSchemaOnScreen),
      changeHoursNotValid: apiOnly(sameSchemaOnScreen),
      windowsOutOfOrder: apiOnly(sameSchemaOnScreen),
      closedDateTwice: apiOnly(sameSchemaOnScreen),
    },
    accounts: {
      passwordAlreadyChosen: apiOnly(
        "the first-password screen shows only while the one-time password stands; no screen sends it after",
      ),
      accountEmailTaken: both,
      accountNotFound: apiOnly("the dashboard changes only the accounts it lists, and none is ever deleted"),
      lastActiveOwner: apiOnly(
        "a browser test would have to disable every other owner of the shared test server",
      ),
      accountDisabled: both,
      samePasswordAgain: both,
      emailTaken: both,
      wrongCurrentPassword: both,
      passOnOneTimePassword: screenOnly(
        "the dashboard's words beside the password; the API answers the password alone",
      ),
    },
    catalogue: {
      categorySlugInvalid: both,
      categorySlugTaken: both,
      duplicateCategory: both,
      categorySlugTooLong: apiOnly("the slug field takes no more characters than the limit"),
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
    "sign-in": {
      signInFailed: screenOnly("the form's words when the server's answer has no message of its own"),
      invalidCredentials: both,
      tooManySignInAttempts: apiOnly(
        "a browser test would lock the shared test server's sign-in for minutes",
      ),
    },
  },
  notMessages: {
    "availability-hours": ["availabilityFollowingHours", "hoursDriveWindows"],
    accounts: ["accountNameMaxLength"],
    audit: ["auditRecordKinds", "describeAudit"],
    catalogue: ["categorySlugHint", "categorySlugLabel"],
    "category-slug": ["categorySlugFallback", "categorySlugMaxLength", "categorySlugPattern"],
    "image-url": ["imageUrlMaxLength", "imageUrlProblem", "storedImageIdPattern"],
    number: ["numberOf", "plainDecimal"],
    "past-work": ["afterLabel", "beforeLabel", "pastWorkPictures", "pastWorkPicturesHint"],
    roles: ["areas", "areasOfRole", "mayUse", "roleLabels", "roles"],
    "settings-sections": [
      "isTime",
      "isWebLink",
      "settingsLimits",
      "settingsMessage",
      "settingsSectionLabels",
      "settingsSections",
    ],
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
  },
};
