import { ESTIMATE_LIMITS } from '../../../schema/rules/estimates';
import type { FieldErrors } from '../../../schema/rules/validation';
import { ESTIMATE_LINE_KIND } from '../../../schema/vocabulary';
import { ErrorSlot } from '../../ui/Field';
import { Icon } from '../../ui/Icon';
import type { LineForm } from './estimate-draft';

/** One line of the estimate being written: its kind, description and amount, and its errors. */
export function EstimateLineRow({
  line,
  index,
  errors,
  removable,
  onChange,
  onRemove,
}: {
  line: LineForm;
  index: number;
  errors: FieldErrors<string>;
  removable: boolean;
  onChange: (change: Partial<LineForm>) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  const descriptionError = errors[`lines.${index}.description`];
  const amountError = errors[`lines.${index}.amount`] ?? errors[`lines.${index}.kind`];
  return (
    <li>
      <div className="grid gap-2 sm:grid-cols-[9rem_1fr_9rem_auto]">
        <select
          name={`lines.${index}.kind`}
          aria-label={`Tipo della voce ${n}`}
          value={line.kind}
          onChange={(event) =>
            onChange({
              kind: ESTIMATE_LINE_KIND.has(event.target.value) ? event.target.value : line.kind,
            })
          }
          className="h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm"
        >
          {ESTIMATE_LINE_KIND.values.map((kind) => (
            <option key={kind} value={kind}>
              {ESTIMATE_LINE_KIND.label(kind)}
            </option>
          ))}
        </select>
        <input
          name={`lines.${index}.description`}
          aria-label={`Descrizione della voce ${n}`}
          aria-invalid={descriptionError ? true : undefined}
          placeholder="Ad esempio: display originale"
          maxLength={ESTIMATE_LIMITS.description.max}
          value={line.description}
          onChange={(event) => onChange({ description: event.target.value })}
          className={`h-10 rounded-lg border bg-white px-3 text-sm ${descriptionError ? 'border-red-500' : 'border-slate-300'}`}
        />
        <input
          name={`lines.${index}.amount`}
          aria-label={`Importo della voce ${n} (€, IVA esclusa)`}
          aria-invalid={amountError ? true : undefined}
          inputMode="decimal"
          placeholder="0,00"
          value={line.amount}
          onChange={(event) => onChange({ amount: event.target.value })}
          className={`h-10 rounded-lg border bg-white px-3 text-right text-sm ${amountError ? 'border-red-500' : 'border-slate-300'}`}
        />
        <button
          type="button"
          aria-label={`Togli la voce ${n}`}
          disabled={!removable}
          onClick={onRemove}
          className="justify-self-start rounded-full p-2 text-slate-600 hover:bg-red-50 hover:text-red-700 disabled:opacity-40"
        >
          <Icon name="trash" className="size-4" />
        </button>
      </div>
      <ErrorSlot
        id={undefined}
        message={[descriptionError, amountError].filter(Boolean).join(' ') || undefined}
      />
    </li>
  );
}
