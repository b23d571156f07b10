// One look per kind of form, so every form of a kind reads the same: the classes of a field's label,
// its control and its error line.
export type FieldLook = { label: string; control: string; error: string };

/** The hint under a field, in every look. */
export const fieldDescriptionClass = "mt-1 text-sm text-slate-600";

/** The dashboard's forms, its sign-in included. */
export const dashboardLook: FieldLook = {
  label: "block text-sm font-medium text-slate-700",
  control: "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900",
  error: "mt-1 text-sm text-red-700",
};

/**
 * Forms customers fill, mostly on phones (the booking dialog, the status lookup): 16 px text
 * (`text-base`) because a phone zooms in on a field with smaller text when it takes focus, controls at
 * least 44 px tall for a thumb (a select is drawn a pixel or two shorter than an input), and a greyed
 * look while the booking is being sent.
 */
export const publicLook: FieldLook = {
  label: "block text-sm font-medium text-slate-700",
  control:
    "mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 " +
    "disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500",
  error: "mt-1 text-sm font-medium text-red-700",
};

/**
 * The contact form, a section of its own page: labels at body size like the text around it, and the
 * same 16 px controls as the other public forms.
 */
export const contactLook: FieldLook = {
  label: "block font-medium text-slate-800",
  control:
    "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900",
  error: "mt-1 text-sm font-medium text-red-700",
};
