import { useQuery } from 'urql';
import { buttonStyles } from '../../ui/buttons';
import { SelectField, TextField } from '../../ui/Field';
import { ProductFormFields } from './ProductFormFields';
import { ProductDepartmentsQuery } from './queries';
import { TechnicalSheetFields } from './TechnicalSheetFields';
import { useProductCreator } from './useProductCreator';

/**
 * "Nuovo prodotto": the editor's fields with a name, a brand and a department
 * (docs/product.md#new-products). The product shows a placeholder image until photos can be
 * uploaded, and no struck price.
 */
export function ProductCreator({
  onDone,
  onCancel,
}: {
  onDone: (id: string) => void;
  onCancel: () => void;
}) {
  const [{ data }] = useQuery({ query: ProductDepartmentsQuery });
  const departments = data?.categories ?? [];
  const { form, colors, setColors, sheet, setSheet, fetching, onSubmit } = useProductCreator(
    departments.map((department) => department.id),
    onDone,
  );
  const { errors } = form;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 className="text-lg font-bold">Nuovo prodotto</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Nome" error={errors.name} {...form.text('name')} />
        <TextField label="Marca" error={errors.brand} {...form.text('brand')} />
      </div>
      <SelectField
        label="Reparto"
        placeholder="Scegli un reparto"
        options={departments.map((department) => ({
          value: department.id,
          label: department.name,
        }))}
        error={errors.categoryId}
        {...form.select('categoryId')}
      />
      <ProductFormFields
        form={form}
        inStockBox={form.checkbox('inStock')}
        colors={colors}
        onColors={setColors}
      />
      <TechnicalSheetFields sheet={sheet} onChange={setSheet} errors={errors} />
      <p className="text-sm text-slate-600">
        Finché non carichi le foto, il prodotto mostra un'immagine neutra. Nessun prezzo barrato:
        non ha ancora uno storico dei prezzi.
      </p>
      <div className="flex gap-2">
        <button type="submit" disabled={fetching} className={buttonStyles.primary}>
          Aggiungi al negozio
        </button>
        <button type="button" onClick={onCancel} className={buttonStyles.secondary}>
          Annulla
        </button>
      </div>
    </form>
  );
}
