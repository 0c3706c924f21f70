import { Link } from 'wouter';
import { ProductGrid } from './ProductGrid';
import { detailRows } from './product-details';
import type { LoadedProduct } from './useProductPage';

/** Shop / category / product, the last one the current page. */
export function ProductBreadcrumb({ product }: { product: LoadedProduct }) {
  return (
    <nav aria-label="Percorso" className="mb-6 text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to="/shop" className="hover:text-ink hover:underline">
            Shop
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <Link
            to={`/shop?category=${product.category.id}`}
            className="hover:text-ink hover:underline"
          >
            {product.category.name}
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="text-ink">
          {product.name}
        </li>
      </ol>
    </nav>
  );
}

/** The technical sheet, when the product has any details. */
export function ProductSpecs({ product }: { product: LoadedProduct }) {
  const rows = detailRows(product.details);
  if (!rows.length) return null;
  return (
    <section className="mt-14" aria-labelledby="scheda-tecnica">
      <h2 id="scheda-tecnica" className="mb-4 text-2xl font-bold">
        Scheda tecnica
      </h2>
      <table className="w-full overflow-hidden rounded-2xl bg-white text-left text-sm ring-1 ring-slate-200">
        <caption className="sr-only">Caratteristiche tecniche di {product.name}</caption>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className="w-1/3 bg-slate-50 px-4 py-3 font-semibold text-ink">
                {row.label}
              </th>
              <td className="px-4 py-3 text-slate-700">{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Up to four products like this one. */
export function RelatedProducts({ product }: { product: LoadedProduct }) {
  if (!product.related.length) return null;
  return (
    <section className="mt-14" aria-labelledby="correlati">
      <h2 id="correlati" className="mb-4 text-2xl font-bold">
        Potrebbero interessarti
      </h2>
      <ProductGrid products={product.related} label="Prodotti correlati" />
    </section>
  );
}
