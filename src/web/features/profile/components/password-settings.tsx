import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { passwordForm, type PasswordForm } from "~/shared/schemas/user";
import { controlClass, errorClass, labelClass } from "~/web/components/ui/form-styles";
import { errorMessage } from "~/web/lib/api-client";
import { notify } from "~/web/lib/toast";
import { useUpdatePassword } from "../api/update-password";

const empty: PasswordForm = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Password Settings: a toggle (Change Password / Cancel) opening the change form (SPEC.md §2, §5; D16). */
export function PasswordSettings() {
  const [open, setOpen] = useState(false);
  const update = useUpdatePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PasswordForm>({ resolver: zodResolver(passwordForm), defaultValues: empty });

  const close = () => {
    reset(empty);
    setOpen(false);
  };

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await update.mutateAsync({ currentPassword, newPassword });
      notify.success("Password updated successfully");
      close();
    } catch (error) {
      notify.error(errorMessage(error, "Error updating password"));
    }
  });

  return (
    <section
      aria-labelledby="password-settings-title"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id="password-settings-title" className="text-lg font-semibold text-slate-900">
          Password Settings
        </h2>
        <button
          type="button"
          aria-expanded={open}
          onClick={() => (open ? close() : setOpen(true))}
          className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
        >
          {open ? "Cancel" : "Change Password"}
        </button>
      </div>
      {open && (
        <form method="post" onSubmit={onSubmit} noValidate className="mt-5 grid max-w-md gap-4">
          <div>
            <label htmlFor="current-password" className={labelClass}>
              Current Password
            </label>
            <input
              id="current-password"
              type="password"
              autoComplete="current-password"
              className={controlClass}
              {...register("currentPassword")}
            />
            {errors.currentPassword && <p className={errorClass}>{errors.currentPassword.message}</p>}
          </div>
          <div>
            <label htmlFor="new-password" className={labelClass}>
              New Password
            </label>
            <input
              id="new-password"
              type="password"
              autoComplete="new-password"
              className={controlClass}
              {...register("newPassword")}
            />
            {errors.newPassword && <p className={errorClass}>{errors.newPassword.message}</p>}
          </div>
          <div>
            <label htmlFor="confirm-password" className={labelClass}>
              Confirm New Password
            </label>
            <input
              id="confirm-password"
              type="password"
              autoComplete="new-password"
              className={controlClass}
              {...register("confirmPassword")}
            />
            {errors.confirmPassword && <p className={errorClass}>{errors.confirmPassword.message}</p>}
          </div>
          <div className="flex gap-3">
            <button
              type="submit"
              disabled={update.isPending}
              className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              Update Password
            </button>
            <button
              type="button"
              onClick={close}
              className="rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-700 hover:bg-slate-50"
            >
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
