import type { PeriodKind } from '../../../schema/rules/figures';
import { buttonStyles } from '../../ui/buttons';
import { formatLongDay } from './figures-format';
import type { Numbers } from './useNumbers';

const KINDS: { kind: PeriodKind; label: string }[] = [
  { kind: 'day', label: 'Giorno' },
  { kind: 'week', label: 'Settimana' },
  { kind: 'month', label: 'Mese' },
];

/** The period the figures are of: its kind, a day it holds, and a step back or forward. */
export function PeriodPicker({ numbers }: { numbers: Numbers }) {
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700">Periodo</legend>
        <div className="flex gap-1 rounded-lg bg-slate-100 p-1">
          {KINDS.map(({ kind, label }) => (
            <button
              key={kind}
              type="button"
              aria-pressed={numbers.kind === kind}
              onClick={() => numbers.setKind(kind)}
              className={`rounded-md px-3 py-1.5 text-sm font-medium ${
                numbers.kind === kind ? 'bg-brand-600 text-white' : 'text-slate-700'
              }`}
            >
              {label}
            </button>
          ))}
        </div>
      </fieldset>
      <label className="text-sm font-medium text-slate-700">
        Giorno compreso
        <input
          type="date"
          value={numbers.day}
          onChange={(event) => numbers.setDay(event.target.value)}
          className="mt-1 block h-10 rounded-lg border border-slate-300 px-2"
        />
      </label>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={numbers.previous}
          className={`${buttonStyles.secondary} h-10 py-0 text-sm`}
        >
          Precedente
        </button>
        <button
          type="button"
          onClick={numbers.next}
          className={`${buttonStyles.secondary} h-10 py-0 text-sm`}
        >
          Successivo
        </button>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {numbers.from === numbers.to
          ? formatLongDay(numbers.from)
          : `Dal ${formatLongDay(numbers.from)} al ${formatLongDay(numbers.to)}`}
      </p>
    </div>
  );
}
