import type { ResultOf } from 'gql.tada';
import { Link } from 'wouter';
import { PAGE_HEADS } from '../../../schema/seo';
import { PRODUCT_SALE_STATUS } from '../../../schema/vocabulary';
import { StaffOnly, useStaffCheck } from '../../admin/AdminPage';
import { useAdminUrl } from '../../admin/admin-url';
import { StaffSection } from '../../admin/StaffSection';
import { useStaffRecord } from '../../admin/staff-queries';
import { useStaffAction } from '../../admin/useStaffAction';
import { buttonStyles } from '../../ui/buttons';
import { Container } from '../../ui/Container';
import { PageMeta } from '../../ui/PageMeta';
import { Price } from '../../ui/Price';
import { stockLabel } from '../StockBadge';
import { ProductCreator } from './ProductCreator';
import { ProductEditor } from './ProductEditor';
import {
  AdminProductQuery,
  AdminProductsQuery,
  ArchiveProductMutation,
  RestoreProductMutation,
} from './queries';

type ProductPageData = ResultOf<typeof AdminProductsQuery>['adminProductPage'];

/** The page's rows, each with its back-in-stock requests waiting (docs/product.md#back-in-stock-alerts). */
function withWaitingAlerts(page: ProductPageData) {
  const waiting = new Map(page.waitingStockAlerts.map((row) => [row.productId, row.waiting]));
  return {
    ...page,
    items: page.items.map((item) => ({ ...item, waitingAlerts: waiting.get(item.id) ?? 0 })),
  };
}

/** The id in the URL that opens the new product form rather than a product. */
const NEW_PRODUCT = 'nuovo';

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

function ProductDetail({ id, onChanged }: { id: string; onChanged: () => void }) {
  const url = useAdminUrl();
  const record = useStaffRecord(AdminProductQuery, id, onChanged);
  const close = () => {
    url.go({ id: null });
    onChanged();
  };
  if (id === NEW_PRODUCT) {
    return <ProductCreator onDone={(created) => url.go({ id: created })} onCancel={close} />;
  }
  // An id in the URL that is not a product number would be searched as text: only its own product.
  const product = record.data?.adminProductPage.items.find((item) => item.id === id);
  if (!product) return null;
  return (
    <div className="space-y-3">
      <ArchiveBar product={product} onChanged={record.changed} />
      <ProductEditor product={product} onDone={close} onStale={record.changed} />
    </div>
  );
}

function NewProductButton() {
  const url = useAdminUrl();
  return (
    <button
      type="button"
      className={buttonStyles.primary}
      onClick={() => url.go({ id: NEW_PRODUCT })}
    >
      Nuovo prodotto
    </button>
  );
}

/**
 * The shop module: the catalogue a page at a time, searched like the shop, each product editable
 * (docs/product.md#shop-module); the shop follows at once.
 */
export function AdminShopPage() {
  const staff = useStaffCheck();
  return (
    <Container className="py-8">
      <PageMeta {...PAGE_HEADS.adminShop} />
      {staff.denied ? (
        <StaffOnly />
      ) : (
        <div className="space-y-6">
          <h1 className="text-2xl font-bold">Gestione negozio</h1>
          <StaffSection
            query={AdminProductsQuery}
            rows={(data) => withWaitingAlerts(data.adminProductPage)}
            label="Prodotti del negozio"
            searchHint="Nome, marca o numero del prodotto"
            statuses={PRODUCT_SALE_STATUS}
            actions={<NewProductButton />}
            rowId={(row) => row.id}
            rowName={(row) => row.name}
            detail={(id, onChanged) => <ProductDetail id={id} onChanged={onChanged} />}
            columns={[
              { header: 'N.', cell: (row) => row.id, className: 'text-slate-600' },
              {
                header: 'Prodotto',
                cell: (row) => (
                  <span className="flex items-center gap-3">
                    {row.images[0] ? (
                      <img
                        src={row.images[0]}
                        alt=""
                        width={40}
                        height={40}
                        className="size-10 rounded-lg"
                      />
                    ) : null}
                    <span>
                      <Link
                        to={`/product-overview/${row.id}`}
                        className="font-semibold hover:underline"
                      >
                        {row.name}
                      </Link>
                      <span className="block text-xs text-slate-600">{row.brand}</span>
                    </span>
                  </span>
                ),
              },
              {
                header: 'Prezzo',
                cell: (row) => <Price cents={row.price} />,
                className: 'text-right',
              },
              {
                header: 'Prezzo barrato',
                cell: (row) => (row.originalPrice ? <Price cents={row.originalPrice} /> : '—'),
                className: 'text-right',
              },
              { header: 'Pezzi', cell: (row) => row.stock, className: 'text-right' },
              {
                header: 'Stato',
                cell: (row) => (row.archivedAt ? 'Archiviato' : stockLabel(row)),
              },
              {
                header: 'Avvisi in attesa',
                cell: (row) => row.waitingAlerts || '—',
                className: 'text-right',
              },
            ]}
          />
        </div>
      )}
    </Container>
  );
}
