import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { todayInLagos } from "~/shared/lagos-date";
import { couponInput, requiredCouponFields } from "~/shared/schemas/coupon";
import { FormField } from "~/web/components/ui/form-field";
import { dashboardLook } from "~/web/components/ui/form-styles";
import { errorMessage } from "~/web/lib/api-client";
import { notify } from "~/web/lib/toast";
import { useCreateCoupon } from "../api/create-coupon";
import { somethingWentWrong } from "~/shared/rules/errors";
import { couponCodeMaxLength } from "~/shared/rules/coupon";
import { couponCreated } from "~/shared/rules/toasts";

type CouponFormValues = {
  code: string;
  discount: string;
  description: string;
  expirationDate: string;
  active: boolean;
  usageLimit: string;
};

// Blank number inputs mean "missing" (discount) and "unlimited" (usage limit), not zero.
const couponForm = z.preprocess(
  (values: CouponFormValues) => ({
    ...values,
    discount: values.discount === "" ? undefined : values.discount,
    usageLimit: values.usageLimit === "" ? null : values.usageLimit,
  }),
  couponInput,
);

const emptyForm: CouponFormValues = {
  code: "",
  discount: "",
  description: "",
  expirationDate: "",
  active: true,
  usageLimit: "",
};

const requiredKeys = ["code", "discount", "expirationDate"] as const;

/** The add form of Coupon Management; a blank usage limit means unlimited. */
export function CouponForm() {
  const create = useCreateCoupon();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CouponFormValues, unknown, z.output<typeof couponInput>>({
    resolver: zodResolver(couponForm),
    defaultValues: emptyForm,
  });
  const missingRequired = requiredKeys.some((key) => errors[key]?.message === requiredCouponFields);
  // The missing-fields message is said once, above the form, not under each empty field.
  const fieldError = (key: keyof CouponFormValues) => {
    const message = errors[key]?.message;
    return message === requiredCouponFields ? undefined : message;
  };

  const onSubmit = handleSubmit(async (input) => {
    try {
      await create.mutateAsync(input);
      notify.success(couponCreated);
      reset(emptyForm);
    } catch (error) {
      notify.error(errorMessage(error, somethingWentWrong));
    }
  });

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="coupon-form-title"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="coupon-form-title" className="mb-4 text-lg font-semibold text-slate-900">
        Add Coupon
      </h2>
      {missingRequired && (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 px-4 py-3 font-medium text-red-800">
          {requiredCouponFields}
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <FormField id="coupon-code" label="Coupon Code" error={fieldError("code")}>
          {(control) => (
            <input
              {...control}
              {...register("code")}
              maxLength={couponCodeMaxLength}
              className={dashboardLook.control}
            />
          )}
        </FormField>
        <FormField id="coupon-discount" label="Discount Percentage" error={fieldError("discount")}>
          {(control) => (
            <input
              {...control}
              type="number"
              min={1}
              max={100}
              step={1}
              {...register("discount")}
              className={dashboardLook.control}
            />
          )}
        </FormField>
        <FormField
          id="coupon-description"
          label="Description"
          error={fieldError("description")}
          className="md:col-span-2"
        >
          {(control) => (
            <input
              {...control}
              {...register("description")}
              maxLength={300}
              className={dashboardLook.control}
            />
          )}
        </FormField>
        <FormField id="coupon-expiry" label="Expiration Date" error={fieldError("expirationDate")}>
          {(control) => (
            <input
              {...control}
              type="date"
              // A new coupon must still work today (the server refuses a past date too).
              min={todayInLagos()}
              {...register("expirationDate")}
              className={dashboardLook.control}
            />
          )}
        </FormField>
        <FormField id="coupon-limit" label="Usage Limit (optional)" error={fieldError("usageLimit")}>
          {(control) => (
            <input
              {...control}
              type="number"
              min={1}
              step={1}
              placeholder="Unlimited"
              {...register("usageLimit")}
              className={dashboardLook.control}
            />
          )}
        </FormField>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <input type="checkbox" {...register("active")} className="h-4 w-4 accent-brand-700" />
          Active
        </label>
      </div>
      <button
        type="submit"
        disabled={create.isPending}
        className="mt-5 rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {create.isPending ? "Adding..." : "Add Coupon"}
      </button>
    </form>
  );
}
