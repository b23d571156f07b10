import type { FastifyInstance } from "fastify";
import { formatBookingId } from "../../../shared/booking-id.ts";
import { paymentReceivedMail, paymentReceivedNotice } from "../mail/payment-mail.ts";
import { messageContext } from "../outbox/booking-messages.ts";
import type { OutgoingMessage } from "../outbox/outbox.repository.ts";
import type { NotifyPayment } from "./online-payments.service.ts";

/** The customer's receipt and the office's notice of an online payment, through the outbox, once per reference. */
export async function paymentMessages(app: FastifyInstance): Promise<NotifyPayment> {
  const context = await messageContext(app);
  return (booking, payment) => {
    const details = {
      bookingId: formatBookingId(booking.booking_key),
      customerName: booking.customer_name,
      businessName: context.business.name,
      ...payment,
    };
    const messages: OutgoingMessage[] = [
      {
        kind: "payment-received",
        bookingId: booking.id,
        dedupeKey: `payment-received:${payment.reference}`,
        ...paymentReceivedMail(booking.email, details),
      },
    ];
    if (context.notifyEmail) {
      messages.push({
        kind: "business-payment-received",
        bookingId: booking.id,
        dedupeKey: `business-payment-received:${payment.reference}`,
        ...paymentReceivedNotice(context.notifyEmail, details),
      });
    }
    return messages;
  };
}
