// Tap-to-call and tap-to-WhatsApp links for a customer's phone number, for staff on their phones.

/** Nigeria's calling code: a local number "0803 123 4567" is "+234 803 123 4567" abroad. */
const nigeriaCallingCode = "234";

/** `tel:` with the digits and a leading plus only, as every phone dials it. */
export function telHref(phone: string): string {
  const plus = phone.trim().startsWith("+") ? "+" : "";
  return `tel:${plus}${phone.replace(/[^0-9]/g, "")}`;
}

/**
 * A WhatsApp chat with the number: wa.me wants the full international number, digits only, so a local
 * Nigerian number (0 and 10 digits) gets the country code in place of its 0.
 */
export function whatsappHref(phone: string): string {
  let digits = phone.replace(/[^0-9]/g, "");
  if (!phone.trim().startsWith("+")) {
    if (digits.startsWith("00")) digits = digits.slice(2);
    else if (digits.length === 11 && digits.startsWith("0")) digits = nigeriaCallingCode + digits.slice(1);
  }
  return `https://wa.me/${digits}`;
}
