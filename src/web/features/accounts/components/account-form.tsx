import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { roleLabels, roles } from "~/shared/rules/roles";
import {
  accountCreateInput,
  type AccountCreateInput,
  type AccountWithPassword,
} from "~/shared/schemas/account";
import { FormField } from "~/web/components/ui/form-field";
import { dashboardLook } from "~/web/components/ui/form-styles";
import { errorMessage } from "~/web/lib/api-client";
import { notify } from "~/web/lib/toast";
import { useCreateAccount } from "../api/create-account";
import { somethingWentWrong } from "~/shared/rules/errors";
import { accountAdded } from "~/shared/rules/toasts";

const empty: AccountCreateInput = { name: "", email: "", role: "staff" };

type AccountFormProps = { onCreated(result: AccountWithPassword): void };

/** Add an account: name, email and role; the server answers its one-time password. */
export function AccountForm({ onCreated }: AccountFormProps) {
  const create = useCreateAccount();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AccountCreateInput>({ resolver: zodResolver(accountCreateInput), defaultValues: empty });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const result = await create.mutateAsync(input);
      notify.success(accountAdded);
      reset(empty);
      onCreated(result);
    } catch (error) {
      notify.error(errorMessage(error, somethingWentWrong));
    }
  });

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="account-form-title"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="account-form-title" className="mb-4 text-lg font-semibold text-slate-900">
        Add Account
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        <FormField id="account-name" label="Name" error={errors.name?.message}>
          {(control) => (
            <input
              autoComplete="off"
              maxLength={120}
              className={dashboardLook.control}
              {...control}
              {...register("name")}
            />
          )}
        </FormField>
        <FormField id="account-email" label="Email" error={errors.email?.message}>
          {(control) => (
            <input
              type="email"
              autoComplete="off"
              className={dashboardLook.control}
              {...control}
              {...register("email")}
            />
          )}
        </FormField>
        <FormField id="account-role" label="Role">
          {(control) => (
            <select className={dashboardLook.control} {...control} {...register("role")}>
              {roles.map((role) => (
                <option key={role} value={role}>
                  {roleLabels[role]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <button
        type="submit"
        disabled={create.isPending}
        className="mt-5 rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {create.isPending ? "Adding..." : "Add Account"}
      </button>
    </form>
  );
}
