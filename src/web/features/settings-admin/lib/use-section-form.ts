import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldValues, type Path, type Resolver } from "react-hook-form";
import type { z } from "zod";
import { settingsSectionLabels, type SettingsSection } from "~/shared/rules/settings-sections";
import type { SiteSettings } from "~/shared/schemas/settings";
import { ApiError, errorMessage } from "~/web/lib/api-client";
import { notify } from "~/web/lib/toast";
import { useUpdateSettings } from "../api/update-settings";

/** The failing fields a 400 names, by their path inside the section (`heroSlides.1.headline`). */
function serverFields(error: unknown, section: SettingsSection): [string, string][] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const fields = (error.body as { fields?: Record<string, string> } | undefined)?.fields ?? {};
  const prefix = `${section}.`;
  return Object.entries(fields)
    .filter(([path]) => path.startsWith(prefix))
    .map(([path, message]) => [path.slice(prefix.length), message]);
}

/**
 * One section's form: checked by the section's own rules before it is sent, saved on its own, and the
 * server's messages shown beside the fields they name.
 */
export function useSectionForm<Input extends FieldValues, S extends SettingsSection>(
  section: S,
  schema: z.ZodType<SiteSettings[S], Input>,
  values: Input,
) {
  const save = useUpdateSettings();
  const form = useForm<Input, unknown, SiteSettings[S]>({
    // The section's schema reads the form's values (Input) and gives the section as saved.
    resolver: zodResolver(schema as never) as unknown as Resolver<Input, unknown, SiteSettings[S]>,
    defaultValues: values as never,
  });
  const onSubmit = form.handleSubmit(async (value) => {
    try {
      const saved = await save.mutateAsync({ [section]: value });
      notify.success(`${settingsSectionLabels[section]} saved.`);
      for (const warning of saved.warnings ?? []) notify.warning(warning);
    } catch (error) {
      for (const [path, message] of serverFields(error, section)) {
        form.setError(path as Path<Input>, { message });
      }
      notify.error(errorMessage(error, "The settings could not be saved."));
    }
  });
  return { form, onSubmit, saving: save.isPending };
}
