// One look for every control of the dialog; 16 px text so phones do not zoom in on focus.
export const labelClass = "block text-sm font-medium text-slate-700";
export const controlClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 " +
  "disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500";
