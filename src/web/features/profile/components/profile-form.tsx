import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { profileUpdateInput, type AdminUser, type ProfileUpdateInput } from "~/shared/schemas/user";
import { FormField } from "~/web/components/ui/form-field";
import { dashboardLook } from "~/web/components/ui/form-styles";
import { ApiError } from "~/web/lib/api-client";
import { notify } from "~/web/lib/toast";
import { useUpdateProfile } from "../api/update-profile";
import { profileUpdateFailed, profileUpdated } from "~/shared/rules/toasts";

/** First Name, Last Name and Email of the signed-in admin, saved with Update Profile. */
export function ProfileForm({ user }: { user: AdminUser }) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ProfileUpdateInput>({
    resolver: zodResolver(profileUpdateInput),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, email: user.email },
  });

  // Follow the saved values (e.g. after another tab changed them), not only the first render's.
  useEffect(() => {
    reset({ firstName: user.firstName, lastName: user.lastName, email: user.email });
  }, [user.firstName, user.lastName, user.email, reset]);

  const onSubmit = handleSubmit(async (input) => {
    try {
      await update.mutateAsync({ ...input, profileImage: user.profileImage });
      notify.success(profileUpdated);
    } catch (error) {
      // The server names the field it refused (an email another admin uses): show it beside the field.
      const fields =
        error instanceof ApiError ? (error.body as { fields?: Record<string, string> })?.fields : undefined;
      if (fields?.email) setError("email", { message: fields.email });
      notify.error(profileUpdateFailed);
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField id="profile-first-name" label="First Name" error={errors.firstName?.message}>
        {(control) => (
          <input
            {...control}
            autoComplete="given-name"
            className={dashboardLook.control}
            {...register("firstName")}
          />
        )}
      </FormField>
      <FormField id="profile-last-name" label="Last Name" error={errors.lastName?.message}>
        {(control) => (
          <input
            {...control}
            autoComplete="family-name"
            className={dashboardLook.control}
            {...register("lastName")}
          />
        )}
      </FormField>
      <FormField id="profile-email" label="Email" error={errors.email?.message} className="sm:col-span-2">
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            className={dashboardLook.control}
            {...register("email")}
          />
        )}
      </FormField>
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={update.isPending}
          className="min-h-11 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          Update Profile
        </button>
      </div>
    </form>
  );
}
