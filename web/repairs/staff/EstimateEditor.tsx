import { useState } from 'react';
import { useMutation } from 'urql';
import { formatDate } from '../../../schema/dates';
import {
  DEFAULT_VALIDITY_DAYS,
  ESTIMATE_LIMITS,
  type EstimateDraft,
  estimateErrors,
  estimateTotals,
  estimateValidUntil,
} from '../../../schema/rules/estimates';
import { centsFromEuros } from '../../../schema/rules/money';
import type { FieldErrors } from '../../../schema/rules/validation';
import { ESTIMATE_LINE_KIND, type EstimateLineKind } from '../../../schema/vocabulary';
import { graphql } from '../../graphql';
import { buttonStyles } from '../../ui/buttons';
import { ErrorSlot, TextAreaField, TextField } from '../../ui/Field';
import { Icon } from '../../ui/Icon';
import { eurosForInput } from '../../ui/Price';
import { Totals } from '../../ui/Totals';
import { showToast } from '../../ui/toast';
import { useForm } from '../../ui/useForm';

const SendEstimateMutation = graphql(`
  mutation AdminSendEstimate($repairId: ID!, $input: EstimateInput!) {
    adminSendEstimate(repairId: $repairId, input: $input) {
      id
      status
    }
  }
`);

/** A line as typed: the amount in euros ("1.299,00"). */
interface LineForm {
  kind: EstimateLineKind;
  description: string;
  amount: string;
}

/** The rest of the estimate as typed. */
interface EstimateValues {
  estimatedDays: string;
  validityDays: string;
  diagnosisFee: string;
  note: string;
}

/** What a previous estimate lends the editor, so a new one starts from it. */
export interface EstimateStart {
  lines: readonly { kind: EstimateLineKind; description: string; amount: number }[];
  estimatedDays: number;
  diagnosisFee: number | null;
  note: string | null;
}

const UNREADABLE = "Scrivi l'importo in euro, ad esempio 1.299,00.";

/** A whole number as typed, or NaN so the rules refuse it; empty is null. */
function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return trimmed ? (/^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN) : null;
}

/**
 * The form read into the draft the Worker takes (amounts in cents), with its errors: the shared
 * rules' (docs/product.md#estimates), and an amount that is not euros said as such.
 */
function readDraft(
  values: EstimateValues,
  lines: readonly LineForm[],
): { draft: EstimateDraft; errors: FieldErrors<string> } {
  const unreadable: Record<string, string> = {};
  const draft: EstimateDraft = {
    lines: lines.map((line, index) => {
      const amount = centsFromEuros(line.amount);
      if (amount === null) unreadable[`lines.${index}.amount`] = UNREADABLE;
      return { kind: line.kind, description: line.description.trim(), amount: amount ?? 0 };
    }),
    estimatedDays: wholeNumber(values.estimatedDays) ?? Number.NaN,
    validityDays: wholeNumber(values.validityDays),
    diagnosisFee: values.diagnosisFee.trim() ? centsFromEuros(values.diagnosisFee) : null,
    note: values.note.trim() || null,
  };
  if (values.diagnosisFee.trim() && draft.diagnosisFee === null) {
    unreadable.diagnosisFee = UNREADABLE;
  }
  return { draft, errors: { ...estimateErrors(draft), ...unreadable } };
}

const EMPTY_LINE: LineForm = { kind: 'part', description: '', amount: '' };

/**
 * Staff write an estimate and send it (docs/product.md#estimates): lines of parts and labour in
 * euros before IVA, the totals as the customer will read them, days, validity, the diagnosis fee
 * charged on a decline, a note. The Worker computes the amounts again and says what is wrong
 * where; sending replaces an estimate still waiting for its answer.
 */
export function EstimateEditor({
  repairId,
  start,
  replacing,
  onSent,
  onCancel,
}: {
  repairId: string;
  start: EstimateStart | null;
  /** An estimate is waiting for its answer: this one takes its place. */
  replacing: boolean;
  onSent: () => void;
  onCancel: () => void;
}) {
  const [lines, setLines] = useState<LineForm[]>(
    start
      ? start.lines.map((line) => ({ ...line, amount: eurosForInput(line.amount) }))
      : [EMPTY_LINE],
  );
  const form = useForm<EstimateValues>(
    {
      estimatedDays: start ? String(start.estimatedDays) : '',
      validityDays: String(DEFAULT_VALIDITY_DAYS),
      diagnosisFee: start?.diagnosisFee ? eurosForInput(start.diagnosisFee) : '',
      note: start?.note ?? '',
    },
    { errorsOf: (values) => readDraft(values, lines).errors },
  );
  const { errors } = form;
  const [{ fetching }, send] = useMutation(SendEstimateMutation);
  const { draft } = readDraft(form.values, lines);
  const totals = estimateTotals(draft.lines);
  const validity = draft.validityDays ?? DEFAULT_VALIDITY_DAYS;

  const setLine = (index: number, change: Partial<LineForm>) =>
    setLines(lines.map((line, i) => (i === index ? { ...line, ...change } : line)));

  return (
    <form
      noValidate
      aria-label="Nuovo preventivo"
      className="space-y-4 rounded-xl bg-slate-50 p-4"
      onSubmit={form.onSubmit(async () => {
        const input = {
          ...draft,
          lines: draft.lines.map((line) => ({
            ...line,
            kind: ESTIMATE_LINE_KIND.toApi(line.kind),
          })),
        };
        const result = await send({ repairId, input });
        if (result.data) {
          showToast('Preventivo inviato: il cliente lo riceve per e-mail.');
          onSent();
        }
        return result;
      }, showToast)}
    >
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">Voci (importi in €, IVA esclusa)</legend>
        <ol className="space-y-1">
          {lines.map((line, index) => {
            const n = index + 1;
            const descriptionError = errors[`lines.${index}.description`];
            const amountError = errors[`lines.${index}.amount`] ?? errors[`lines.${index}.kind`];
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines are edited in place and have no id
              <li key={index}>
                <div className="grid gap-2 sm:grid-cols-[9rem_1fr_9rem_auto]">
                  <select
                    name={`lines.${index}.kind`}
                    aria-label={`Tipo della voce ${n}`}
                    value={line.kind}
                    onChange={(event) =>
                      setLine(index, {
                        kind: ESTIMATE_LINE_KIND.has(event.target.value)
                          ? event.target.value
                          : line.kind,
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
                    onChange={(event) => setLine(index, { description: event.target.value })}
                    className={`h-10 rounded-lg border bg-white px-3 text-sm ${descriptionError ? 'border-red-500' : 'border-slate-300'}`}
                  />
                  <input
                    name={`lines.${index}.amount`}
                    aria-label={`Importo della voce ${n} (€, IVA esclusa)`}
                    aria-invalid={amountError ? true : undefined}
                    inputMode="decimal"
                    placeholder="0,00"
                    value={line.amount}
                    onChange={(event) => setLine(index, { amount: event.target.value })}
                    className={`h-10 rounded-lg border bg-white px-3 text-right text-sm ${amountError ? 'border-red-500' : 'border-slate-300'}`}
                  />
                  <button
                    type="button"
                    aria-label={`Togli la voce ${n}`}
                    disabled={lines.length === 1}
                    onClick={() => setLines(lines.filter((_, i) => i !== index))}
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
          })}
        </ol>
        {lines.length < ESTIMATE_LIMITS.lines.max ? (
          <button
            type="button"
            onClick={() => setLines([...lines, EMPTY_LINE])}
            className={`${buttonStyles.ghost} -ml-3 text-sm`}
          >
            <Icon name="plus" className="size-4" /> Aggiungi una voce
          </button>
        ) : null}
        <ErrorSlot id={undefined} message={errors.lines} />
      </fieldset>
      <div className="ml-auto w-full max-w-xs">
        <Totals
          totals={{ subtotal: totals.subtotal, taxes: totals.vat, total: totals.total }}
          totalLabel="Totale per il cliente"
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label="Giorni lavorativi stimati"
          inputMode="numeric"
          hint="Per riparare, dall'accettazione"
          error={errors.estimatedDays}
          {...form.text('estimatedDays')}
        />
        <TextField
          label="Validità (giorni)"
          inputMode="numeric"
          hint={
            Number.isSafeInteger(validity)
              ? `Accettabile fino al ${formatDate(estimateValidUntil(Date.now(), validity))}`
              : undefined
          }
          error={errors.validityDays}
          {...form.text('validityDays')}
        />
        <TextField
          label="Diagnosi se rifiuta (€)"
          optional
          inputMode="decimal"
          hint="IVA esclusa, addebitata solo se rifiuta"
          error={errors.diagnosisFee}
          {...form.text('diagnosisFee')}
        />
      </div>
      <TextAreaField
        label="Nota per il cliente"
        optional
        rows={2}
        maxLength={ESTIMATE_LIMITS.note.max}
        error={errors.note}
        {...form.text('note')}
      />
      {replacing ? (
        <p className="text-sm text-amber-800">
          Il preventivo in attesa di risposta verrà sostituito da questo: il cliente potrà
          rispondere solo al nuovo.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={fetching} className={buttonStyles.primary}>
          Invia preventivo
        </button>
        <button type="button" onClick={onCancel} className={buttonStyles.secondary}>
          Annulla
        </button>
      </div>
    </form>
  );
}
