// What customers are asked to pay online when booking (docs/decisions/045-online-payments.md): nothing,
// a deposit percentage, or the whole amount. Online payment itself is on when the server has Paystack's key.
import { FormProvider } from "react-hook-form";
import { z } from "zod";
import {
  onlinePaymentAskLabels,
  onlinePaymentAsks,
  type OnlinePaymentAsk,
} from "~/shared/rules/payments-online";
import { paymentsSettings } from "~/shared/schemas/online-payment";
import type { SiteSettings } from "~/shared/schemas/settings";
import { useSectionForm } from "../lib/use-section-form";
import { Field, SaveButton } from "./settings-fields";

type Payments = SiteSettings["payments"];
type FormInput = { ask: OnlinePaymentAsk; depositPercent: string };

const typedNumber = z.string().transform((text) => (text.trim() === "" ? Number.NaN : Number(text)));
const paymentsForm = z
  .object({ ask: z.enum(onlinePaymentAsks), depositPercent: typedNumber })
  .pipe(paymentsSettings) as unknown as z.ZodType<Payments, FormInput>;

export function PaymentsForm({ payments }: { payments: Payments }) {
  const values = { ask: payments.ask, depositPercent: String(payments.depositPercent) };
  const { form, onSubmit, saving } = useSectionForm("payments", paymentsForm, values);
  return (
    <FormProvider {...form}>
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        <p className="text-sm text-slate-700">
          When online payment is on (the server has the Paystack key), customers can pay by card, bank
          transfer or USSD from their confirmation and their booking&apos;s page. What do you ask them to pay
          when they book?
        </p>
        <fieldset className="space-y-2">
          <legend className="font-medium text-slate-900">Ask customers to pay</legend>
          {onlinePaymentAsks.map((ask) => (
            <label key={ask} className="flex min-h-11 items-center gap-3 text-slate-800">
              <input type="radio" value={ask} {...form.register("ask")} className="size-5" />
              {onlinePaymentAskLabels[ask]}
            </label>
          ))}
        </fieldset>
        <Field name="depositPercent" label="Deposit (%)" type="number" />
        <SaveButton saving={saving} label="payments" />
      </form>
    </FormProvider>
  );
}
