import { useState } from 'react';
import { useQuery } from 'urql';
import { Link } from 'wouter';
import { PAGE_HEADS } from '../../../schema/seo';
import { StaffOnly, useStaffCheck } from '../../admin/AdminPage';
import { graphql } from '../../graphql';
import { Container } from '../../ui/Container';
import { ErrorState } from '../../ui/ErrorState';
import { PageMeta } from '../../ui/PageMeta';
import { Price } from '../../ui/Price';
import { stockLabel } from '../StockBadge';
import { EditableProductFragment, ProductEditor } from './ProductEditor';

const AdminProductsQuery = graphql(
  `
    query AdminProducts {
      adminProducts {
        ...EditableProduct
        brand
        images
      }
    }
  `,
  [EditableProductFragment],
);

/** The shop module: the catalogue in a table, each product editable; the shop follows at once. */
export function AdminShopPage() {
  const staff = useStaffCheck();
  const [result, reexecute] = useQuery({
    query: AdminProductsQuery,
    requestPolicy: 'cache-and-network',
    pause: staff.denied,
  });
  const [editing, setEditing] = useState<string | null>(null);
  const products = result.data?.adminProducts;
  const product = products?.find((p) => p.id === editing);

  return (
    <Container className="py-8">
      <PageMeta {...PAGE_HEADS.adminShop} />
      {staff.denied ? (
        <StaffOnly />
      ) : (
        <div className="space-y-6">
          <h1 className="text-2xl font-bold">Gestione negozio</h1>
          {product ? (
            <ProductEditor
              key={product.id}
              product={product}
              onDone={() => {
                setEditing(null);
                reexecute({ requestPolicy: 'network-only' });
              }}
              onStale={() => reexecute({ requestPolicy: 'network-only' })}
            />
          ) : null}
          {result.error && !products ? (
            <ErrorState onRetry={() => reexecute({ requestPolicy: 'network-only' })} />
          ) : !products ? (
            <p role="status" className="text-slate-600">
              Caricamento…
            </p>
          ) : (
            <div className="relative overflow-x-auto rounded-2xl bg-white ring-1 ring-slate-200">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Prodotti del negozio</caption>
                <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
                  <tr>
                    <th scope="col" className="px-4 py-2">
                      Prodotto
                    </th>
                    <th scope="col" className="px-4 py-2 text-right">
                      Prezzo
                    </th>
                    <th scope="col" className="px-4 py-2 text-right">
                      Listino
                    </th>
                    <th scope="col" className="px-4 py-2 text-right">
                      Pezzi
                    </th>
                    <th scope="col" className="px-4 py-2">
                      Stato
                    </th>
                    <th scope="col" className="px-4 py-2">
                      <span className="sr-only">Azioni</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {products.map((row) => (
                    <tr key={row.id} className={row.id === editing ? 'bg-brand-50' : undefined}>
                      <td className="px-4 py-2.5">
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
                      </td>
                      <td className="px-4 py-2.5 text-right">
                        <Price cents={row.price} />
                      </td>
                      <td className="px-4 py-2.5 text-right">
                        {row.originalPrice ? <Price cents={row.originalPrice} /> : '—'}
                      </td>
                      <td className="px-4 py-2.5 text-right">{row.stock}</td>
                      <td className="px-4 py-2.5">{stockLabel(row)}</td>
                      <td className="px-4 py-2.5 text-right">
                        <button
                          type="button"
                          onClick={() => setEditing(row.id)}
                          className="rounded-lg px-2 py-1 font-semibold text-brand-700 hover:bg-brand-50"
                        >
                          Modifica<span className="sr-only"> {row.name}</span>
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
    </Container>
  );
}
