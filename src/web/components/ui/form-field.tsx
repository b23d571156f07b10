import type { ReactNode } from "react";
import { dashboardLook, fieldDescriptionClass, type FieldLook } from "./form-styles";

/** What the control of a field must carry so its label, description and error belong to it. */
export type FieldControlProps = {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
};

type FormFieldProps = {
  /** The control's id; the description's and the error's ids are made from it. */
  id: string;
  label: ReactNode;
  /** Why the value is refused, shown under the control; nothing while it is fine. */
  error?: string | null | undefined;
  /** A hint kept under the control whatever its value. */
  description?: ReactNode;
  /** Announce the error as it appears, for a form whose only answer is that line. */
  alert?: boolean;
  look?: FieldLook;
  /** Classes of the wrapper, for its place in the form's grid. */
  className?: string;
  /** Renders the control with the props that tie it to its label, description and error. */
  children: (control: FieldControlProps) => ReactNode;
};

// NOTE: the contact and status forms put this component on every public page's first load, so it is
// kept to the few lines the wiring needs (the home page's JavaScript budget is checked by the build).
/** One field of any form: a label, its control, an optional description, and the error when there is one. */
export function FormField({
  id,
  label,
  error,
  description,
  alert,
  look = dashboardLook,
  className,
  children,
}: FormFieldProps) {
  const describedBy = [description && `${id}-description`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className={look.label}>
        {label}
      </label>
      {children({
        id,
        "aria-describedby": describedBy || undefined,
        "aria-invalid": error ? true : undefined,
      })}
      {description && (
        <p id={`${id}-description`} className={fieldDescriptionClass}>
          {description}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role={alert ? "alert" : undefined} className={look.error}>
          {error}
        </p>
      )}
    </div>
  );
}
