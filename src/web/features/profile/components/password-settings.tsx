import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { passwordForm, type PasswordForm } from "~/shared/schemas/user";
import { FormField } from "~/web/components/ui/form-field";
import { dashboardLook } from "~/web/components/ui/form-styles";
import { errorMessage } from "~/web/lib/api-client";
import { notify } from "~/web/lib/toast";
import { useUpdatePassword } from "../api/update-password";
import { passwordUpdated } from "~/shared/rules/toasts";

const empty: PasswordForm = { currentPassword: "", newPassword: "", confirmPassword: "" };

const passwordFields = [
  {
    name: "currentPassword",
    id: "current-password",
    label: "Current Password",
    autoComplete: "current-password",
  },
  { name: "newPassword", id: "new-password", label: "New Password", autoComplete: "new-password" },
  {
    name: "confirmPassword",
    id: "confirm-password",
    label: "Confirm New Password",
    autoComplete: "new-password",
  },
] as const;

/** Password Settings: a toggle (Change Password / Cancel) opening the change form. */
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
      notify.success(passwordUpdated);
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
          {passwordFields.map(({ name, id, label, autoComplete }) => (
            <FormField key={name} id={id} label={label} error={errors[name]?.message}>
              {(control) => (
                <input
                  {...control}
                  type="password"
                  autoComplete={autoComplete}
                  className={dashboardLook.control}
                  {...register(name)}
                />
              )}
            </FormField>
          ))}
          <div className="flex gap-3">
            <button
              type="submit"
              disabled={update.isPending}
              className="min-h-11 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              Update Password
            </button>
            <button
              type="button"
              onClick={close}
              className="min-h-11 rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-700 hover:bg-slate-50"
            >
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
