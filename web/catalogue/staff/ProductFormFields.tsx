import type { ReactNode } from 'react';
import { GRADES } from '../../../schema/rules/product-condition';
import { MAX_VARIANT_NAME_LENGTH } from '../../../schema/rules/product-edit';
import { PRODUCT_CONDITION, PRODUCT_GRADE } from '../../../schema/vocabulary';
import { buttonStyles } from '../../ui/buttons';
import { CheckboxField } from '../../ui/ChoiceFields';
import { ErrorSlot, SelectField, TextAreaField, TextField } from '../../ui/Field';
import { Icon } from '../../ui/Icon';
import type { useForm } from '../../ui/useForm';
import type { Color, EditorValues } from './useProductEditor';

/** A select's props as the form gives them. */
type SelectProps = ReturnType<ReturnType<typeof useForm<EditorValues>>['select']>;

/**
 * The fields a product's editor and the new product form share (docs/product.md#shop-module):
 * price and stock, what follows the price (`preview`), the in-stock box, description, colours and
 * versions.
 */
export function ProductFormFields({
  form,
  colors,
  onColors,
  preview,
  inStockBox,
}: {
  /** The form's errors and text inputs; the in-stock box comes apart, as the caller's form has it. */
  form: Pick<ReturnType<typeof useForm<EditorValues>>, 'errors' | 'text'> & {
    select: (name: 'condition' | 'grade') => Omit<SelectProps, 'name'> & { name: string };
  };
  inStockBox: Omit<ReturnType<ReturnType<typeof useForm<EditorValues>>['checkbox']>, 'name'> & {
    name: string;
  };
  colors: Color[];
  onColors: (colors: Color[]) => void;
  preview?: ReactNode;
}) {
  const { errors } = form;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Prezzo (€, IVA esclusa)"
          inputMode="decimal"
          error={errors.price}
          {...form.text('price')}
        />
        <TextField
          label="Pezzi disponibili (scorta condivisa)"
          hint="Le varianti con una scorta propria si gestiscono nella tabella Varianti."
          type="number"
          min={0}
          error={errors.stock}
          {...form.text('stock')}
        />
      </div>
      {preview}
      <CheckboxField label="In vendita (disponibile all'acquisto)" {...inStockBox} />
      <TextAreaField
        label="Descrizione"
        rows={4}
        error={errors.description}
        {...form.text('description')}
      />
      <ConditionFields form={form} />
      <ColorsFieldset colors={colors} onChange={onColors} error={errors.colors} />
      <TextField
        label="Versioni"
        hint="Separate da virgole, ad esempio 128GB, 256GB"
        error={errors.sizes}
        {...form.text('sizes')}
      />
    </>
  );
}

/** Condition, grade and battery health (docs/product.md#condition-and-grades). */
function ConditionFields({ form }: { form: Parameters<typeof ProductFormFields>[0]['form'] }) {
  const { errors } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SelectField
        label="Condizione"
        options={PRODUCT_CONDITION.values.map((value) => ({
          value,
          label: PRODUCT_CONDITION.label(value),
        }))}
        {...form.select('condition')}
      />
      <SelectField
        label="Grado"
        placeholder="Nessuno (prodotto nuovo)"
        options={PRODUCT_GRADE.values.map((value) => ({
          value,
          label: `${PRODUCT_GRADE.label(value)} · ${GRADES[value].title}`,
        }))}
        error={errors.grade}
        {...form.select('grade')}
      />
      <TextField
        label="Batteria (%)"
        hint="Solo per dispositivi ricondizionati o usati"
        type="number"
        min={0}
        max={100}
        optional
        error={errors.batteryHealth}
        {...form.text('batteryHealth')}
      />
    </div>
  );
}

/** The product's colours, each a tint and a name, edited in place. */
function ColorsFieldset({
  colors,
  onChange,
  error,
}: {
  colors: Color[];
  onChange: (colors: Color[]) => void;
  error: string | undefined;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">Colori</legend>
      <ul className="space-y-2">
        {colors.map((color, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no id
          <li key={index} className="flex items-center gap-2">
            <input
              type="color"
              aria-label={`Tinta del colore ${index + 1}`}
              value={/^#[0-9a-f]{6}$/i.test(color.hex) ? color.hex : '#000000'}
              onChange={(e) =>
                onChange(colors.map((c, i) => (i === index ? { ...c, hex: e.target.value } : c)))
              }
              className="h-10 w-12 rounded border border-slate-300"
            />
            <input
              aria-label={`Nome del colore ${index + 1}`}
              value={color.name}
              maxLength={MAX_VARIANT_NAME_LENGTH}
              onChange={(e) =>
                onChange(colors.map((c, i) => (i === index ? { ...c, name: e.target.value } : c)))
              }
              className="h-10 flex-1 rounded-lg border border-slate-300 px-3 text-sm"
            />
            <button
              type="button"
              aria-label={`Togli il colore ${color.name || index + 1}`}
              onClick={() => onChange(colors.filter((_, i) => i !== index))}
              className="rounded-full p-2 text-slate-600 hover:bg-red-50 hover:text-red-700"
            >
              <Icon name="trash" className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => onChange([...colors, { name: '', hex: '#000000' }])}
        className={`${buttonStyles.ghost} mt-1 -ml-3 text-sm`}
      >
        <Icon name="plus" className="size-4" /> Aggiungi un colore
      </button>
      <ErrorSlot id={undefined} message={error} />
    </fieldset>
  );
}
