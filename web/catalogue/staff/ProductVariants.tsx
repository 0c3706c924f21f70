import type { ResultOf } from 'gql.tada';
import { GRADES, hasBattery } from '../../../schema/rules/product-condition';
import { PRODUCT_GRADE } from '../../../schema/vocabulary';
import { buttonStyles } from '../../ui/buttons';
import { SelectField, TextField } from '../../ui/Field';
import type { VariantsTableFragment } from './queries';
import {
  cell,
  isGraded,
  OWN,
  PRODUCT_S_GRADE,
  SHARED,
  useProductVariants,
} from './useProductVariants';

type Product = ResultOf<typeof VariantsTableFragment>;

/**
 * The staff's table of a product's variants (docs/product.md#staff-and-variants): for each colour
 * and size its SKU, price and stock, shared or its own, and for a refurbished or used product its
 * grade and battery (docs/product.md#condition-and-grades), saved together. A row per variant, its
 * cells in a grid that stacks on a phone. The Worker checks everything again and puts its
 * refusals on their cells; a stock changed meanwhile reloads the product (`onStale`).
 */
export function ProductVariants({
  product,
  onSaved,
  onStale,
}: {
  product: Product;
  onSaved: () => void;
  onStale: () => void;
}) {
  const { form, fetching, onSubmit } = useProductVariants(product, onSaved, onStale);
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="varianti-titolo"
      className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
    >
      <div>
        <h2 id="varianti-titolo" className="text-lg font-bold">
          Varianti
        </h2>
        <p className="text-sm text-slate-600">
          Il prezzo del prodotto è quello della variante più economica. Le varianti con scorta
          condivisa vendono dai {product.sharedStock} pezzi disponibili del prodotto.
        </p>
      </div>
      <ul className="divide-y divide-slate-200">
        {product.variants.map((variant, index) => (
          <VariantRow
            key={variant.id}
            name={[variant.color, variant.size].filter(Boolean).join(' · ') || product.name}
            index={index}
            sharedStock={product.sharedStock}
            grading={isGraded(product) ? gradingOf(product) : null}
            form={form}
          />
        ))}
      </ul>
      {form.problem ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {form.problem}
        </p>
      ) : null}
      <button type="submit" disabled={fetching} className={buttonStyles.primary}>
        Salva le varianti
      </button>
    </form>
  );
}

/** Each grade with its word, as the product's form offers them: "A+ · Come nuovo". */
const GRADE_OPTIONS = PRODUCT_GRADE.options.map(({ value, label }) => ({
  value,
  label: `${label} · ${GRADES[PRODUCT_GRADE.fromApi(value)].title}`,
}));

/** What a refurbished or used product's rows offer: its own grade, and a battery where it has one. */
interface Grading {
  productGrade: string;
  battery: boolean;
}

function gradingOf(product: Product): Grading {
  // Short enough for a select in a quarter of the table: "Come il prodotto (A, 90%)".
  const grade = product.grade ? PRODUCT_GRADE.label(product.grade) : 'nessun grado';
  const battery = product.batteryHealth === null ? '' : `, ${product.batteryHealth}%`;
  return {
    productGrade: `Come il prodotto (${grade}${battery})`,
    battery: hasBattery(product.category.id),
  };
}

/**
 * One variant's cells: SKU, price, where its units come from and, when its own, how many; for a
 * refurbished or used product its grade and, with a grade of its own, its battery.
 */
function VariantRow({
  name,
  index,
  sharedStock,
  grading,
  form,
}: {
  name: string;
  index: number;
  sharedStock: number;
  grading: Grading | null;
  form: ReturnType<typeof useProductVariants>['form'];
}) {
  const ownGrade = form.values[cell(index, 'grade')] !== PRODUCT_S_GRADE;
  const { errors } = form;
  return (
    <li className="py-3">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">{name}</legend>
        <div className="grid gap-x-3 sm:grid-cols-4">
          <TextField
            label="SKU"
            // Two columns: a generated SKU names colour and version and runs long.
            className="sm:col-span-2"
            autoCapitalize="characters"
            error={errors[cell(index, 'sku')]}
            {...form.text(cell(index, 'sku'))}
          />
          <TextField
            label="Prezzo (€, IVA esclusa)"
            inputMode="decimal"
            error={errors[cell(index, 'price')]}
            {...form.text(cell(index, 'price'))}
          />
          <SelectField
            label="Scorta"
            options={[
              { value: SHARED, label: `Condivisa (${sharedStock})` },
              { value: OWN, label: 'Scorta propria' },
            ]}
            {...form.select(cell(index, 'own'))}
          />
          {form.values[cell(index, 'own')] === OWN ? (
            <TextField
              label="Pezzi propri"
              type="number"
              min={0}
              error={errors[cell(index, 'stock')]}
              {...form.text(cell(index, 'stock'))}
            />
          ) : null}
          {grading ? (
            <SelectField
              label="Grado"
              options={[{ value: PRODUCT_S_GRADE, label: grading.productGrade }, ...GRADE_OPTIONS]}
              error={errors[cell(index, 'grade')]}
              {...form.select(cell(index, 'grade'))}
            />
          ) : null}
          {grading?.battery && ownGrade ? (
            <TextField
              label="Batteria (%)"
              type="number"
              min={0}
              max={100}
              error={errors[cell(index, 'batteryHealth')]}
              {...form.text(cell(index, 'batteryHealth'))}
            />
          ) : null}
        </div>
      </fieldset>
    </li>
  );
}
