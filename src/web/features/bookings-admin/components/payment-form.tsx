import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { todayInLagos } from "~/shared/lagos-date";
import { formatNaira } from "~/shared/money";
import {
  paymentBeyondBalance,
  paymentLimits,
  paymentMethodLabels,
  staffPaymentMethods,
} from "~/shared/rules/payments";
import { paymentInput } from "~/shared/schemas/payment";
import { FormField } from "~/web/components/ui/form-field";
import { dashboardLook } from "~/web/components/ui/form-styles";
import { errorMessage } from "~/web/lib/api-client";
import { notify } from "~/web/lib/toast";
import { useRecordPayment } from "../api/booking-payments";

type PaymentFormValues = { amount: string; method: string; paidOn: string; note: string; overpaid: boolean };

const amountOf = (text: string) => (text.trim() === "" ? Number.NaN : Number(text.replace(/,/g, "")));

/** The API's own schema, plus the balance check the API makes, so a slip is caught before sending. */
function formSchema(balance: number) {
  return z.preprocess(
    (values: PaymentFormValues) => ({ ...values, amount: amountOf(values.amount) }),
    paymentInput.superRefine((input, context) => {
      if (input.amount > balance && !input.overpaid)
        context.addIssue({ code: "custom", path: ["amount"], message: paymentBeyondBalance });
    }),
  );
}

/** Records money received: amount, method, the Lagos date (today unless changed) and a note. */
export function PaymentForm({ bookingId, balance }: { bookingId: string; balance: number }) {
  const record = useRecordPayment(bookingId);
  const today = todayInLagos();
  const empty: PaymentFormValues = { amount: "", method: "cash", paidOn: today, note: "", overpaid: false };
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PaymentFormValues, unknown, z.output<typeof paymentInput>>({
    resolver: zodResolver(formSchema(balance)),
    defaultValues: empty,
  });
  // The pressed button was disabled while sending, which drops focus to the page: after each payment the
  // amount, empty again, is where the next one (the rest of the balance) starts. Focused once the reset has
  // rendered, as a focus during the submit is lost.
  const [recorded, setRecorded] = useState(0);
  useEffect(() => {
    if (recorded > 0) setFocus("amount");
  }, [recorded, setFocus]);
  // The Overpaid choice only matters, and is only shown, once the amount passes the balance.
  const beyond = amountOf(watch("amount")) > balance;

  const onSubmit = handleSubmit(async (input) => {
    try {
      await record.mutateAsync({ ...input, overpaid: beyond && input.overpaid });
      notify.success(`Payment of ${formatNaira(input.amount)} recorded`);
      reset(empty);
      setRecorded((count) => count + 1);
    } catch (error) {
      notify.error(errorMessage(error, "The payment could not be recorded. Please try again."));
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label="Record a payment" className="mt-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="payment-amount" label="Amount (₦)" error={errors.amount?.message}>
          {(control) => (
            <input
              {...control}
              inputMode="decimal"
              {...register("amount")}
              className={dashboardLook.control}
            />
          )}
        </FormField>
        <FormField id="payment-method" label="Method" error={errors.method?.message}>
          {(control) => (
            <select {...control} {...register("method")} className={dashboardLook.control}>
              {staffPaymentMethods.map((method) => (
                <option key={method} value={method}>
                  {paymentMethodLabels[method]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="payment-date" label="Date" error={errors.paidOn?.message}>
          {(control) => (
            <input
              {...control}
              type="date"
              max={today}
              {...register("paidOn")}
              className={dashboardLook.control}
            />
          )}
        </FormField>
        <FormField id="payment-note" label="Note (optional)" error={errors.note?.message}>
          {(control) => (
            <input
              {...control}
              maxLength={paymentLimits.note}
              {...register("note")}
              className={dashboardLook.control}
            />
          )}
        </FormField>
      </div>
      {beyond && (
        <label className="mt-3 flex items-start gap-2 text-sm text-slate-800">
          <input type="checkbox" {...register("overpaid")} className="mt-0.5 h-5 w-5 shrink-0" />
          <span>Overpaid: the customer paid more than the balance of {formatNaira(balance)}</span>
        </label>
      )}
      <button
        type="submit"
        disabled={isSubmitting}
        className="mt-3 min-h-11 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        Record payment
      </button>
    </form>
  );
}
