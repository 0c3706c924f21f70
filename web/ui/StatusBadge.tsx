import type { ReactNode } from 'react';

/** The few colours a status may take, so one state reads the same across orders, repairs and stock. */
const TONES = {
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300',
  muted: 'bg-slate-100 text-slate-700 ring-slate-300',
  waiting: 'bg-amber-50 text-amber-900 ring-amber-200',
  noted: 'bg-sky-50 text-sky-900 ring-sky-200',
  working: 'bg-brand-50 text-brand-900 ring-brand-200',
  travelling: 'bg-indigo-50 text-indigo-900 ring-indigo-200',
  done: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
} as const;

export type BadgeTone = keyof typeof TONES;

/** A rounded label for where something stands; `dot` marks a live state such as availability. */
export function StatusBadge({
  tone,
  dot = false,
  children,
}: {
  tone: BadgeTone;
  dot?: boolean;
  children: ReactNode;
}) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${TONES[tone]}`}
    >
      {dot && <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />}
      {children}
    </span>
  );
}
