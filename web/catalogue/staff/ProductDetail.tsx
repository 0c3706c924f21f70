import { lazy, Suspense } from 'react';
import { useAdminUrl } from '../../admin/admin-url';
import { useStaffRecord } from '../../admin/staff-queries';
import { useStaffAction } from '../../admin/useStaffAction';
import { buttonStyles } from '../../ui/buttons';
import { ProductCreator } from './ProductCreator';
import { ProductEditor } from './ProductEditor';
import { ProductVariants } from './ProductVariants';
import { AdminProductQuery, ArchiveProductMutation, RestoreProductMutation } from './queries';

/** The photo panel comes with the product it is for, not with the staff area (its upload code). */
const ProductPhotos = lazy(() => import('./ProductPhotos'));

/** The id in the URL that opens the new product form rather than a product. */
export const NEW_PRODUCT = 'nuovo';

/** Archive a product no longer sold, or put it back on sale (docs/product.md#archived-products). */
function ArchiveBar({
  product,
  onChanged,
}: {
  product: { id: string; name: string; archivedAt: string | null };
  onChanged: () => void;
}) {
  const archive = useStaffAction(ArchiveProductMutation, onChanged);
  const restore = useStaffAction(RestoreProductMutation, onChanged);
  return product.archivedAt ? (
    <p className="flex flex-wrap items-center gap-3 rounded-2xl bg-amber-50 p-4 text-sm text-amber-900">
      {product.name} è archiviato: non è più in vendita.
      <button
        type="button"
        disabled={restore.busy}
        className={buttonStyles.secondary}
        onClick={() => restore.run({ id: product.id }, `${product.name} è di nuovo in vendita.`)}
      >
        Ripristina
      </button>
    </p>
  ) : (
    <button
      type="button"
      disabled={archive.busy}
      className={buttonStyles.secondary}
      onClick={() =>
        archive.run({ id: product.id }, `${product.name} archiviato: non è più in vendita.`)
      }
    >
      Archivia {product.name}
    </button>
  );
}

/** A product of the table opened for editing, with its archive bar. */
function ProductRecord({
  id,
  onChanged,
  onDone,
}: {
  id: string;
  onChanged: () => void;
  onDone: () => void;
}) {
  const record = useStaffRecord(AdminProductQuery, id, onChanged);
  // An id in the URL that is not a product number would be searched as text: only its own product.
  const product = record.data?.adminProductPage.items.find((item) => item.id === id);
  if (!product) return null;
  return (
    <div className="space-y-3">
      <ArchiveBar product={product} onChanged={record.changed} />
      <ProductEditor product={product} onDone={onDone} onStale={record.changed} />
      <ProductVariants
        // Colours or sizes edited make other variants: the table starts again from them.
        key={product.variants.map((variant) => variant.id).join()}
        product={product}
        onSaved={record.changed}
        onStale={record.changed}
      />
      <Suspense fallback={null}>
        <ProductPhotos productId={product.id} name={product.name} />
      </Suspense>
    </div>
  );
}

/** What the id in the URL opens: the new product form, or a product. */
export function ProductDetail({ id, onChanged }: { id: string; onChanged: () => void }) {
  const url = useAdminUrl();
  const close = () => {
    url.go({ id: null });
    onChanged();
  };
  return id === NEW_PRODUCT ? (
    <ProductCreator onDone={(created) => url.go({ id: created })} onCancel={close} />
  ) : (
    <ProductRecord id={id} onChanged={onChanged} onDone={close} />
  );
}
