// Reach of the rules of messages by WhatsApp and SMS and of the caps on messages (see rules-reach.ts).
import { apiOnly, screenOnly, type Reach, type ReachTable } from "./rules-reach.ts";

const noBrowserTest = "no browser test reaches a message provider; the API tests drive the doubles";
const notReached = (why: string): Reach => ({ api: { not: why }, screen: { not: noBrowserTest } });

export const messagingReach: ReachTable = {
  messages: {
    "message-choice": {
      messageChoiceSaved: screenOnly("the manage page's answer to its own form; the API answers the booking"),
    },
    messaging: {
      templateNameNotValid: notReached("the Settings screen's template names are checked by the same schema"),
      templateLanguageNotValid: notReached("the Settings screen's languages are checked by the same schema"),
      manageChangeLimitMessage: apiOnly(noBrowserTest),
      recipientCapReason: apiOnly(noBrowserTest),
      whatsappUnauthorised: apiOnly(noBrowserTest),
      whatsappUnauthorisedSubject: apiOnly(noBrowserTest),
      whatsappUnauthorisedNotice: apiOnly(noBrowserTest),
      providerTimedOut: notReached(
        "the provider tests check that an error shows, whichever try it came from",
      ),
      providerUnreadable: notReached(
        "the provider tests check that an error shows, whichever try it came from",
      ),
      providerUnreachable: notReached(
        "a refused connection on loopback is not part of the doubles' contract",
      ),
      channelNotSetUp: notReached("only a row written before a provider was removed meets it"),
      sentBySmsInstead: apiOnly(noBrowserTest),
      deliveryFailed: notReached("the webhook test checks the SMS that follows a failed status"),
      channelChoiceNotValid: notReached("the booking form sends true or false only"),
      channelTurnedOffByCustomer: apiOnly(
        "the Outbox shows a message not sent without its reason; no browser test reaches a message provider",
      ),
      phoneNotUsable: apiOnly(
        "the booking form shows the API's message for the field; no browser test types a bad number",
      ),
      webhookSignatureWrong: apiOnly(noBrowserTest),
      webhookVerifyRefused: apiOnly(noBrowserTest),
      webhookReceived: notReached("Meta reads only the status code"),
      doctorChannelsOff: apiOnly("the doctor prints it; no screen shows it"),
      doctorChannels: notReached("the doctor's tests run without message providers"),
      doctorChannelProblem: notReached("the doctor's tests run without message providers"),
      doctorMessagesCheck: notReached("the doctor's tests run without message providers"),
    },
  },
  notMessages: {
    messaging: [
      "messageChannels",
      "messageChannelLabels",
      "textMessageKinds",
      "textMessageKindNames",
      "defaultTemplateLanguage",
      "templateNamePattern",
      "templateLanguagePattern",
      "defaultTemplates",
      "fillTemplate",
      "textFirstNameMax",
      "smsMaxCharacters",
      "toGsmText",
      "gsmLength",
      "smsText",
      "recipientCaps",
      "moveMessageDelayMinutes",
      "manageChangeLimit",
    ],
    "message-choice": ["channelChoiceLabels", "messageChoiceTitle", "messageChoiceHint", "saveMessageChoice"],
  },
};
