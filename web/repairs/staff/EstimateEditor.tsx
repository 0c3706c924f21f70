import { formatDate } from '../../../schema/dates';
import { ESTIMATE_LIMITS, estimateValidUntil } from '../../../schema/rules/estimates';
import type { FieldErrors } from '../../../schema/rules/validation';
import { buttonStyles } from '../../ui/buttons';
import { ErrorSlot, TextAreaField, TextField } from '../../ui/Field';
import { Icon } from '../../ui/Icon';
import { Totals } from '../../ui/Totals';
import { EstimateLineRow } from './EstimateLineRow';
import type { EstimateStart, LineForm } from './estimate-draft';
import { useEstimateEditor } from './useEstimateEditor';

type Editor = ReturnType<typeof useEstimateEditor>;

/** The lines being written, one row each, and the button that adds one up to the limit. */
function LinesFieldset({
  lines,
  errors,
  editor,
}: {
  lines: readonly LineForm[];
  errors: FieldErrors<string>;
  editor: Pick<Editor, 'setLine' | 'addLine' | 'removeLine'>;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">Voci (importi in €, IVA esclusa)</legend>
      <ol className="space-y-1">
        {lines.map((line, index) => (
          <EstimateLineRow
            // biome-ignore lint/suspicious/noArrayIndexKey: lines are edited in place and have no id
            key={index}
            line={line}
            index={index}
            errors={errors}
            removable={lines.length > 1}
            onChange={(change) => editor.setLine(index, change)}
            onRemove={() => editor.removeLine(index)}
          />
        ))}
      </ol>
      {lines.length < ESTIMATE_LIMITS.lines.max ? (
        <button
          type="button"
          onClick={editor.addLine}
          className={`${buttonStyles.ghost} -ml-3 text-sm`}
        >
          <Icon name="plus" className="size-4" /> Aggiungi una voce
        </button>
      ) : null}
      <ErrorSlot id={undefined} message={errors.lines} />
    </fieldset>
  );
}

/** Days, validity (with the day it runs to), the diagnosis fee and the note. */
function EstimateTerms({ form, validity }: Pick<Editor, 'form' | 'validity'>) {
  const { errors } = form;
  return (
    <>
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
    </>
  );
}

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
  const editor = useEstimateEditor(repairId, start, onSent);
  const { totals } = editor;
  return (
    <form
      noValidate
      aria-label="Nuovo preventivo"
      className="space-y-4 rounded-xl bg-slate-50 p-4"
      onSubmit={editor.onSubmit}
    >
      <LinesFieldset lines={editor.lines} errors={editor.form.errors} editor={editor} />
      <div className="ml-auto w-full max-w-xs">
        <Totals
          totals={{ subtotal: totals.subtotal, taxes: totals.vat, total: totals.total }}
          totalLabel="Totale per il cliente"
        />
      </div>
      <EstimateTerms form={editor.form} validity={editor.validity} />
      {replacing ? (
        <p className="text-sm text-amber-800">
          Il preventivo in attesa di risposta verrà sostituito da questo: il cliente potrà
          rispondere solo al nuovo.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={editor.sending} className={buttonStyles.primary}>
          Invia preventivo
        </button>
        <button type="button" onClick={onCancel} className={buttonStyles.secondary}>
          Annulla
        </button>
      </div>
    </form>
  );
}
