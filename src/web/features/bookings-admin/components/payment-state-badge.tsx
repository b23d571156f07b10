import { paymentStateLabels, type PaymentState } from "~/shared/rules/payments";

const styles: Record<PaymentState, string> = {
  unpaid: "bg-slate-100 text-slate-800",
  "part-paid": "bg-amber-100 text-amber-900",
  paid: "bg-emerald-100 text-emerald-900",
  overpaid: "bg-violet-100 text-violet-900",
};

export function PaymentStateBadge({ state }: { state: PaymentState }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${styles[state]}`}>
      {paymentStateLabels[state]}
    </span>
  );
}
