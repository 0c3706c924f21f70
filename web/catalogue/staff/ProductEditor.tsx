import type { ResultOf } from 'gql.tada';
import { buttonStyles } from '../../ui/buttons';
import { PricePreview } from './PricePreview';
import { ProductFormFields } from './ProductFormFields';
import type { EditableProductFragment } from './queries';
import { TechnicalSheetFields } from './TechnicalSheetFields';
import { useProductEditor } from './useProductEditor';

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
  const { form, colors, setColors, sheet, setSheet, fetching, onSubmit } = useProductEditor(
    product,
    onDone,
    onStale,
  );
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="modifica-prodotto-titolo"
      className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 id="modifica-prodotto-titolo" className="text-lg font-bold">
        Modifica {product.name}
      </h2>
      <ProductFormFields
        form={form}
        inStockBox={form.checkbox('inStock')}
        colors={colors}
        onColors={setColors}
        preview={
          <PricePreview
            productId={product.id}
            price={product.price}
            originalPrice={product.originalPrice}
            typed={form.values.price}
          />
        }
      />
      <TechnicalSheetFields sheet={sheet} onChange={setSheet} errors={form.errors} />
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
