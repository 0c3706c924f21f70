/** The site's button looks, for <button> and <Link> alike. */
const BASE =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const buttonStyles = {
  primary: `${BASE} bg-brand-600 px-5 py-3 text-white hover:bg-brand-700 disabled:hover:bg-brand-600`,
  secondary: `${BASE} border border-slate-300 bg-white px-5 py-3 text-ink hover:bg-slate-50`,
  onDark: `${BASE} border border-white/50 px-5 py-3 text-white hover:bg-white/10`,
  ghost: `${BASE} px-3 py-2 text-brand-700 hover:bg-brand-50`,
  danger: `${BASE} border border-red-200 bg-white px-4 py-2 text-red-700 hover:bg-red-50`,
} as const;
