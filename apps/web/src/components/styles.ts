// Class names of the signed-in area's dark theme, shared by the recruitment screens (jobs, pipeline,
// candidates, interviews).

export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300';
export const buttonClass = `rounded-md bg-sky-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-sky-600 disabled:opacity-60 ${focusRing}`;
/** A link that leads on from an empty state or a notice, drawn as the main button. */
export const linkButtonClass = `mt-3 inline-block rounded-md bg-sky-700 px-4 py-2 text-sm font-medium text-white hover:bg-sky-600 ${focusRing}`;
export const secondaryButtonClass = `rounded-md border border-slate-500 px-3 py-1.5 text-sm font-medium text-slate-100 hover:bg-slate-800 disabled:opacity-60 ${focusRing}`;
export const dangerButtonClass = `rounded-md bg-red-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-600 disabled:opacity-60 ${focusRing}`;
export const inputClass = `w-full rounded-md border border-slate-600 bg-slate-950 px-3 py-1.5 text-sm text-slate-100 placeholder:text-slate-400 ${focusRing}`;
export const labelClass = 'mb-1 block text-sm font-medium text-slate-200';
export const panelClass = 'rounded-xl border border-slate-800 bg-slate-900 p-4';
