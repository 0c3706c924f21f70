import type { ResultOf } from 'gql.tada';
import { useState } from 'react';
import { Link } from 'wouter';
import { PAGE_HEADS } from '../../../schema/seo';
import { PRODUCT_SALE_STATUS } from '../../../schema/vocabulary';
import { StaffOnly, useStaffCheck } from '../../admin/AdminPage';
import { useAdminUrl } from '../../admin/admin-url';
import { StaffSection } from '../../admin/StaffSection';
import { buttonStyles } from '../../ui/buttons';
import { Container } from '../../ui/Container';
import { PageMeta } from '../../ui/PageMeta';
import { Price } from '../../ui/Price';
import { stockLabel } from '../StockBadge';
import { CatalogueCsv } from './CatalogueCsv';
import { NEW_PRODUCT, ProductDetail } from './ProductDetail';
import { AdminProductsQuery } from './queries';

type ProductPageData = ResultOf<typeof AdminProductsQuery>['adminProductPage'];

/** The page's rows, each with its back-in-stock requests waiting (docs/product.md#back-in-stock-alerts). */
function withWaitingAlerts(page: ProductPageData) {
  const waiting = new Map(page.waitingStockAlerts.map((row) => [row.productId, row]));
  return {
    ...page,
    items: page.items.map((item) => ({ ...item, waitingAlerts: waiting.get(item.id) ?? null })),
  };
}

/** A product's requests waiting, and under them those asking for one variant, each counted. */
function WaitingAlerts({
  counts,
}: {
  counts: ProductPageData['waitingStockAlerts'][number] | null;
}) {
  if (!counts?.waiting) return '—';
  // A product without colours or sizes has one variant, with no name worth a line.
  const named = counts.variants.filter((variant) => variant.label);
  return (
    <>
      {counts.waiting}
      {named.length ? (
        <ul className="text-xs text-slate-600">
          {named.map((variant) => (
            <li key={variant.variantId}>
              {variant.label}: {variant.waiting}
            </li>
          ))}
        </ul>
      ) : null}
    </>
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
  // A written import changes any page of the list: it is read again, from the server.
  const [imports, setImports] = useState(0);
  return (
    <Container className="py-8">
      <PageMeta {...PAGE_HEADS.adminShop} />
      {staff.denied ? (
        <StaffOnly />
      ) : (
        <div className="space-y-6">
          <h1 className="text-2xl font-bold">Gestione negozio</h1>
          <CatalogueCsv onImported={() => setImports((count) => count + 1)} />
          <StaffSection
            key={imports}
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
                cell: (row) => <WaitingAlerts counts={row.waitingAlerts} />,
                className: 'text-right',
              },
            ]}
          />
        </div>
      )}
    </Container>
  );
}
