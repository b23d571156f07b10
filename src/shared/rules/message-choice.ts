// The customer's choice of channels for one booking (docs/decisions/046-message-channels.md): kept apart
// from the rest of the messaging rules so the public booking form loads only these words.

/** The booking form's choice of no WhatsApp or no SMS about the booking. */
export const channelChoiceLabels = {
  whatsappOff: "No WhatsApp messages about this booking",
  smsOff: "No SMS messages about this booking",
} as const;
export type ChannelChoice = keyof typeof channelChoiceLabels;

/** The manage page's part where the customer changes that choice later. */
export const messageChoiceTitle = "Messages about this booking";
export const messageChoiceHint = "We always send the booking's emails. WhatsApp and SMS you may turn off.";
export const saveMessageChoice = "Save my choice";
export const messageChoiceSaved = "Your choice of messages is saved.";
