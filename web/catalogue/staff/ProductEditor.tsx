import type { ResultOf } from 'gql.tada';
import { MAX_VARIANT_NAME_LENGTH } from '../../../schema/rules/product-edit';
import { buttonStyles } from '../../ui/buttons';
import { CheckboxField } from '../../ui/ChoiceFields';
import { ErrorSlot, TextAreaField, TextField } from '../../ui/Field';
import { Icon } from '../../ui/Icon';
import { PricePreview } from './PricePreview';
import type { EditableProductFragment } from './queries';
import { type Color, useProductEditor } from './useProductEditor';

/**
 * The shop module's editor, checked with the shop module's rules (docs/product.md#shop-module);
 * the Worker checks everything again and says what is wrong where. The stock is saved over the
 * stock shown (`product.stock`): when an order changed it meanwhile the Worker refuses the edit,
 * the editor says so and asks the page to reload the product (`onStale`); the reloaded stock
 * replaces the typed one, to be checked and saved again.
 */
export function ProductEditor({
  product,
  onDone,
  onStale,
}: {
  product: ResultOf<typeof EditableProductFragment>;
  onDone: () => void;
  onStale: () => void;
}) {
  const { form, colors, setColors, fetching, onSubmit } = useProductEditor(
    product,
    onDone,
    onStale,
  );
  const { errors } = form;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 className="text-lg font-bold">Modifica {product.name}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Prezzo (€, IVA esclusa)"
          inputMode="decimal"
          error={errors.price}
          {...form.text('price')}
        />
        <TextField
          label="Pezzi disponibili"
          type="number"
          min={0}
          error={errors.stock}
          {...form.text('stock')}
        />
      </div>
      <PricePreview
        productId={product.id}
        price={product.price}
        originalPrice={product.originalPrice}
        typed={form.values.price}
      />
      <CheckboxField label="In vendita (disponibile all'acquisto)" {...form.checkbox('inStock')} />
      <TextAreaField
        label="Descrizione"
        rows={4}
        error={errors.description}
        {...form.text('description')}
      />
      <ColorsFieldset colors={colors} onChange={setColors} error={errors.colors} />
      <TextField
        label="Versioni"
        hint="Separate da virgole, ad esempio 128GB, 256GB"
        error={errors.sizes}
        {...form.text('sizes')}
      />
      <div className="flex gap-2">
        <button type="submit" disabled={fetching} className={buttonStyles.primary}>
          Salva
        </button>
        <button type="button" onClick={onDone} className={buttonStyles.secondary}>
          Annulla
        </button>
      </div>
    </form>
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
