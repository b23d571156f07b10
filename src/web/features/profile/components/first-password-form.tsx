import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { passwordForm, type PasswordForm } from "~/shared/schemas/user";
import { FormField } from "~/web/components/ui/form-field";
import { dashboardLook } from "~/web/components/ui/form-styles";
import { errorMessage } from "~/web/lib/api-client";
import { notify } from "~/web/lib/toast";
import { useUpdatePassword } from "../api/update-password";

const empty: PasswordForm = { currentPassword: "", newPassword: "", confirmPassword: "" };

type FirstPasswordFormProps = { onChanged(): void | Promise<void> };

/** A new or reset account replaces the one-time password it was given with one of its own. */
export function FirstPasswordForm({ onChanged }: FirstPasswordFormProps) {
  const update = useUpdatePassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordForm>({ resolver: zodResolver(passwordForm), defaultValues: empty });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await update.mutateAsync({ currentPassword, newPassword });
      notify.success("Password updated successfully");
      await onChanged();
    } catch (error) {
      notify.error(errorMessage(error, "Error updating password"));
    }
  });

  const field = (
    name: keyof PasswordForm,
    id: string,
    label: string,
    autoComplete: "current-password" | "new-password",
  ) => (
    <FormField id={id} label={label} error={errors[name]?.message}>
      {(control) => (
        <input
          type="password"
          autoComplete={autoComplete}
          className={dashboardLook.control}
          {...control}
          {...register(name)}
        />
      )}
    </FormField>
  );

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      {field("currentPassword", "one-time-password", "One-time password", "current-password")}
      {field("newPassword", "first-new-password", "New password", "new-password")}
      {field("confirmPassword", "first-confirm-password", "Confirm new password", "new-password")}
      <button
        type="submit"
        disabled={update.isPending}
        className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {update.isPending ? "Saving..." : "Save my password"}
      </button>
    </form>
  );
}
