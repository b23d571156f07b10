import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { firstPasswordForm, type FirstPasswordForm } from "~/shared/schemas/user";
import { FormField } from "~/web/components/ui/form-field";
import { dashboardLook } from "~/web/components/ui/form-styles";
import { errorMessage } from "~/web/lib/api-client";
import { notify } from "~/web/lib/toast";
import { useChooseFirstPassword } from "../api/update-password";
import { passwordUpdated } from "~/shared/rules/toasts";

const empty: FirstPasswordForm = { newPassword: "", confirmPassword: "" };

type FirstPasswordFormProps = { onChanged(): void | Promise<void> };

/**
 * A new or reset account replaces the one-time password it was given with one of its own; it is not asked
 * to type the one-time password again, having just signed in with it.
 */
export function FirstPasswordForm({ onChanged }: FirstPasswordFormProps) {
  const update = useChooseFirstPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FirstPasswordForm>({
    resolver: zodResolver(firstPasswordForm),
    defaultValues: empty,
  });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    try {
      await update.mutateAsync({ newPassword });
      notify.success(passwordUpdated);
      await onChanged();
    } catch (error) {
      notify.error(errorMessage(error, "Error updating password"));
    }
  });

  const field = (name: keyof FirstPasswordForm, id: string, label: string, autoComplete: "new-password") => (
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
