// One look for the dashboard's form fields, so every management screen reads the same.
export const labelClass = "block text-sm font-medium text-slate-700";
export const controlClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900";
export const errorClass = "mt-1 text-sm text-red-700";
