import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { crewLimits } from "~/shared/rules/crews";
import { crewCreateInput, type Crew, type CrewCreateInput } from "~/shared/schemas/crew";
import { FormActions } from "~/web/components/ui/form-actions";
import { FormField } from "~/web/components/ui/form-field";
import { dashboardLook } from "~/web/components/ui/form-styles";
import { errorMessage } from "~/web/lib/api-client";
import { notify } from "~/web/lib/toast";
import { useCreateCrew } from "../api/create-crew";
import { useUpdateCrew } from "../api/update-crew";
import { somethingWentWrong } from "~/shared/rules/errors";

type CrewFormProps = {
  /** The crew being edited, or null to add one. */
  crew: Crew | null;
  onDone: () => void;
};

/** Add or edit a crew: its name, the lead's phone and whether it is given new jobs. */
export function CrewForm({ crew, onDone }: CrewFormProps) {
  const create = useCreateCrew();
  const update = useUpdateCrew();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof crewCreateInput>, unknown, CrewCreateInput>({
    resolver: zodResolver(crewCreateInput),
    defaultValues: { name: crew?.name ?? "", leadPhone: crew?.leadPhone ?? "", active: crew?.active ?? true },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      if (crew) await update.mutateAsync({ id: crew._id, ...input });
      else await create.mutateAsync(input);
      notify.success(crew ? "Crew saved" : "Crew added");
      onDone();
    } catch (error) {
      // A name another crew has is a 409 in the server's own words.
      notify.error(errorMessage(error, somethingWentWrong));
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField id="crew-name" label="Name" error={errors.name?.message}>
        {(control) => (
          <input
            {...control}
            {...register("name")}
            autoComplete="off"
            maxLength={crewLimits.name}
            className={dashboardLook.control}
          />
        )}
      </FormField>
      <FormField id="crew-lead-phone" label="Lead's phone" error={errors.leadPhone?.message}>
        {(control) => (
          <input
            {...control}
            {...register("leadPhone")}
            type="tel"
            autoComplete="off"
            maxLength={crewLimits.leadPhone}
            className={dashboardLook.control}
          />
        )}
      </FormField>
      <FormField
        id="crew-active"
        label="Active"
        description="A crew that is not active keeps its jobs but is given no new one."
        className="flex flex-wrap items-center gap-x-3"
      >
        {(control) => (
          <input
            {...control}
            {...register("active")}
            type="checkbox"
            className="order-first h-5 w-5 accent-brand-700"
          />
        )}
      </FormField>
      <FormActions
        onCancel={onDone}
        saving={create.isPending || update.isPending}
        submitLabel={crew ? "Save" : "Add Crew"}
        busyLabel={crew ? "Saving..." : "Adding..."}
      />
    </form>
  );
}
