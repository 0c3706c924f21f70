import { useState } from 'react';
import { maxLengthOf } from '../../../schema/rules/form-rules';
import { PARTS_QUALITY, REPAIR_TYPE } from '../../../schema/rules/price-list';
import { QUOTE_RULES } from '../../../schema/rules/repairs';
import { DEVICE_CATEGORY } from '../../../schema/vocabulary';
import { DetailPanel } from '../../admin/AdminList';
import { useStaffRecord } from '../../admin/staff-queries';
import { buttonStyles } from '../../ui/buttons';
import { CheckboxField } from '../../ui/ChoiceFields';
import { SelectField, TextField } from '../../ui/Field';
import { FormAlert } from '../../ui/FormAlert';
import {
  NEW_PRICE_ENTRY,
  type PriceEntryValues,
  RepairPriceQuery,
  usePriceEntryEditor,
  valuesOf,
} from './usePriceEntryEditor';

const options = (vocabulary: { values: readonly string[]; labels: Record<string, string> }) =>
  vocabulary.values.map((value) => ({ value, label: vocabulary.labels[value] ?? value }));

/** The row's fields: device, repair and part, price before IVA, time and "mentre aspetti". */
function PriceEntryFields({ form }: { form: ReturnType<typeof usePriceEntryEditor>['form'] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SelectField
        label="Tipo di dispositivo"
        options={options(DEVICE_CATEGORY)}
        error={form.errors.category}
        {...form.select('category')}
      />
      <TextField
        label="Marca"
        maxLength={maxLengthOf(QUOTE_RULES.brand)}
        error={form.errors.brand}
        {...form.text('brand')}
      />
      <TextField
        label="Modello"
        maxLength={maxLengthOf(QUOTE_RULES.model)}
        error={form.errors.model}
        {...form.text('model')}
      />
      <SelectField
        label="Riparazione"
        options={options(REPAIR_TYPE)}
        error={form.errors.repair}
        {...form.select('repair')}
      />
      <SelectField
        label="Ricambio"
        placeholder="Nessuno da scegliere"
        options={options(PARTS_QUALITY)}
        error={form.errors.partsQuality}
        {...form.select('partsQuality')}
      />
      <TextField
        label="Prezzo (IVA esclusa)"
        inputMode="decimal"
        hint="In euro, ad esempio 129,00."
        error={form.errors.price}
        {...form.text('price')}
      />
      <TextField
        label="Tempo tipico (minuti)"
        inputMode="numeric"
        error={form.errors.minutes}
        {...form.text('minutes')}
      />
      <CheckboxField
        label="Mentre aspetti (al massimo 2 ore)"
        className="sm:col-span-2 sm:self-end"
        error={form.errors.whileYouWait}
        {...form.checkbox('whileYouWait')}
      />
    </div>
  );
}

/** The form of a row, new (`id` null) or saved, with its save and, once saved, its removal. */
function PriceEntryForm({
  id,
  start,
  onChanged,
}: {
  id: string | null;
  start: PriceEntryValues;
  onChanged: () => void;
}) {
  const editor = usePriceEntryEditor(id, start, onChanged);
  const [confirming, setConfirming] = useState(false);
  return (
    <form noValidate onSubmit={editor.onSubmit} className="space-y-4">
      {editor.form.problem ? <FormAlert tone="error">{editor.form.problem}</FormAlert> : null}
      <PriceEntryFields form={editor.form} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={editor.saving} className={buttonStyles.primary}>
          {id ? 'Salva le modifiche' : 'Aggiungi al listino'}
        </button>
        {id && !confirming ? (
          <button type="button" onClick={() => setConfirming(true)} className={buttonStyles.danger}>
            Togli dal listino
          </button>
        ) : null}
        {id && confirming ? (
          <button
            type="button"
            disabled={editor.removing}
            onClick={() => void editor.remove()}
            className={buttonStyles.danger}
          >
            Conferma: togli dal listino
          </button>
        ) : null}
      </div>
    </form>
  );
}

export const NEW_PRICE = 'nuova';

/** The panel of the row named in the address, or of a new one. */
export function PriceEntryEditor({ id, onChanged }: { id: string; onChanged: () => void }) {
  if (id === NEW_PRICE) {
    return (
      <DetailPanel title="Nuova voce del listino">
        <PriceEntryForm id={null} start={NEW_PRICE_ENTRY} onChanged={onChanged} />
      </DetailPanel>
    );
  }
  return <SavedPriceEntry id={id} onChanged={onChanged} />;
}

function SavedPriceEntry({ id, onChanged }: { id: string; onChanged: () => void }) {
  const record = useStaffRecord(RepairPriceQuery, id, onChanged);
  const row = record.data?.adminRepairPrice;
  if (!row) return null;
  return (
    <DetailPanel title={`${row.brand} ${row.model}`}>
      <PriceEntryForm id={row.id} start={valuesOf(row)} onChanged={record.changed} />
    </DetailPanel>
  );
}
