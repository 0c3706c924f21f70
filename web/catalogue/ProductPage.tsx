import type { ResultOf } from 'gql.tada';
import { lazy, Suspense, useState } from 'react';
import { useQuery } from 'urql';
import { Link, useParams } from 'wouter';
import { productJsonLd } from '../../schema/json-ld';
import { parseProductId, stockState } from '../../schema/rules/catalogue';
import { FREE_SHIPPING_THRESHOLD, formatWholeEuro } from '../../schema/rules/money';
import { MAX_UNITS_PER_PRODUCT } from '../../schema/rules/order-limits';
import { FavoriteButton } from '../account/FavoriteButton';
import { cart } from '../cart/cart-store';
import { graphql } from '../graphql';
import { buttonStyles } from '../ui/buttons';
import { Container } from '../ui/Container';
import { ErrorState } from '../ui/ErrorState';
import { Icon } from '../ui/Icon';
import { PageMeta } from '../ui/PageMeta';
import { OptionPicker } from './OptionPicker';
import { PriceTag } from './PriceTag';
import { ProductCardFragment } from './ProductCard';
import { ProductGallery } from './ProductGallery';
import { ProductGrid } from './ProductGrid';
import { ProductReviews } from './ProductReviews';
import { detailRows, sizeLegend } from './product-details';
import { ReviewStars } from './ReviewStars';
import { StockBadge } from './StockBadge';

// Only an out-of-stock product shows it: its code stays out of the page's first load.
const BackInStockForm = lazy(async () => ({
  default: (await import('./BackInStockForm')).BackInStockForm,
}));

const ProductPageQuery = graphql(
  `
    query ProductPage($id: ID!) {
      product(id: $id) {
        id
        name
        brand
        price
        originalPrice
        description
        images
        inStock
        stock
        rating
        reviews
        verifiedReviews {
          id
          stars
          body
          authorName
          purchasedAt
          publishedAt
        }
        sizes
        colors {
          name
          hex
        }
        category {
          id
          name
        }
        details {
          display
          processor
          camera
          battery
          connectivity
          waterResistance
          specialFeatures
          chip
          features
          resistance
          charging
        }
        related(limit: 4) {
          id
          ...ProductCard
        }
      }
    }
  `,
  [ProductCardFragment],
);

function ProductNotFound() {
  return (
    <Container className="py-20 text-center">
      <PageMeta
        title="Prodotto non trovato"
        description="Il prodotto cercato non esiste."
        noIndex
      />
      <Icon name="package" className="mx-auto size-10 text-slate-400" />
      <h1 className="mt-4 text-3xl font-bold">Prodotto non trovato</h1>
      <p className="mx-auto mt-3 max-w-md text-slate-600">
        Il prodotto che cerchi non esiste o non è più in catalogo. Dai un'occhiata agli altri
        dispositivi disponibili.
      </p>
      <Link to="/shop" className={`${buttonStyles.primary} mt-8`}>
        Vai allo shop
      </Link>
    </Container>
  );
}

function ProductSkeleton() {
  return (
    <Container className="py-10">
      <div
        role="status"
        aria-label="Caricamento del prodotto"
        className="grid gap-10 lg:grid-cols-2"
      >
        <div className="aspect-square animate-pulse rounded-3xl bg-slate-200" />
        <div className="space-y-4">
          <div className="h-4 w-24 animate-pulse rounded bg-slate-200" />
          <div className="h-10 w-3/4 animate-pulse rounded bg-slate-200" />
          <div className="h-8 w-40 animate-pulse rounded bg-slate-200" />
          <div className="h-24 animate-pulse rounded bg-slate-100" />
        </div>
      </div>
    </Container>
  );
}

export function ProductPage() {
  const { id = '' } = useParams();
  const productId = parseProductId(id);
  const [result, reexecute] = useQuery({
    query: ProductPageQuery,
    variables: { id: String(productId) },
    pause: productId === null,
  });

  if (productId === null) return <ProductNotFound />;
  if (result.error && !result.data) {
    return (
      <Container className="py-10">
        <PageMeta title="Prodotto" description="Scheda prodotto" noIndex />
        <ErrorState
          title="Non siamo riusciti a caricare il prodotto"
          onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        />
      </Container>
    );
  }
  if (!result.data) return <ProductSkeleton />;
  const product = result.data.product;
  if (!product) return <ProductNotFound />;
  return <ProductView key={product.id} product={product} />;
}

type LoadedProduct = NonNullable<ResultOf<typeof ProductPageQuery>['product']>;

function ProductView({ product }: { product: LoadedProduct }) {
  const [color, setColor] = useState<string | null>(product.colors[0]?.name ?? null);
  const [size, setSize] = useState<string | null>(product.sizes[0] ?? null);
  const [quantity, setQuantity] = useState(1);
  const soldOut = stockState(product) === 'out';
  const rows = detailRows(product.details);
  // No point offering more than one order may hold (docs/product.md#cart).
  const maxQuantity = Math.max(1, Math.min(product.stock, MAX_UNITS_PER_PRODUCT));

  const addToCart = () => {
    cart.add(
      {
        id: Number(product.id),
        name: product.name,
        brand: product.brand,
        price: product.price,
        originalPrice: product.originalPrice ?? null,
        image: product.images[0] ?? '',
        inStock: product.inStock,
        stock: product.stock,
        selectedColor: color,
        selectedSize: size,
      },
      quantity,
    );
  };

  return (
    <Container className="py-8">
      <PageMeta
        title={`${product.name} – ${product.brand}`}
        description={product.description.slice(0, 155)}
      />
      <script type="application/ld+json">
        {JSON.stringify(productJsonLd(product, window.location.origin))}
      </script>

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

      <div className="grid gap-10 lg:grid-cols-2">
        <ProductGallery images={product.images} name={product.name} />

        <div className="space-y-6">
          <div className="space-y-2">
            <p className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
              {product.brand}
            </p>
            <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
              {product.name}
            </h1>
            {product.rating ? (
              <ReviewStars rating={product.rating} reviews={product.reviews} />
            ) : null}
          </div>

          <PriceTag price={product.price} originalPrice={product.originalPrice} size="lg" />
          <StockBadge inStock={product.inStock} stock={product.stock} />
          <p className="text-slate-700">{product.description}</p>

          {product.colors.length ? (
            <OptionPicker
              legend="Colore"
              value={color}
              onChange={setColor}
              options={product.colors.map((c) => ({ value: c.name, label: c.name, swatch: c.hex }))}
            />
          ) : null}
          {product.sizes.length ? (
            <OptionPicker
              legend={sizeLegend(product.sizes)}
              value={size}
              onChange={setSize}
              options={product.sizes.map((s) => ({ value: s, label: s }))}
            />
          ) : null}

          <div className="flex flex-wrap items-end gap-3">
            {!soldOut ? (
              <label className="text-sm font-semibold text-ink">
                Quantità
                <select
                  value={quantity}
                  onChange={(event) => setQuantity(Number(event.target.value))}
                  className="mt-1 block h-12 rounded-full border border-slate-300 bg-white px-4 text-base font-normal"
                >
                  {Array.from({ length: maxQuantity }, (_, index) => index + 1).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            <button
              type="button"
              onClick={addToCart}
              disabled={soldOut}
              className={`${buttonStyles.primary} h-12 flex-1 sm:flex-none sm:px-8`}
            >
              <Icon name="cart" />
              {soldOut ? 'Esaurito' : 'Aggiungi al carrello'}
            </button>
            <FavoriteButton productId={product.id} productName={product.name} className="size-12" />
          </div>
          {soldOut ? (
            <Suspense fallback={null}>
              <BackInStockForm productId={product.id} productName={product.name} />
            </Suspense>
          ) : null}

          <ul className="grid gap-2 rounded-2xl bg-white p-4 text-sm text-slate-700 ring-1 ring-slate-200 sm:grid-cols-2">
            <li className="flex items-center gap-2">
              <Icon name="shield" className="size-4 text-brand-600" /> Garanzia di 12 mesi
            </li>
            <li className="flex items-center gap-2">
              <Icon name="truck" className="size-4 text-brand-600" /> Spedizione gratuita sopra i{' '}
              {formatWholeEuro(FREE_SHIPPING_THRESHOLD)}
            </li>
            <li className="flex items-center gap-2">
              <Icon name="lab" className="size-4 text-brand-600" /> Testato nel nostro laboratorio
            </li>
            <li className="flex items-center gap-2">
              <Icon name="refresh" className="size-4 text-brand-600" /> Reso entro 14 giorni
            </li>
          </ul>
        </div>
      </div>

      {rows.length ? (
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
      ) : null}

      <ProductReviews reviews={product.verifiedReviews} count={product.reviews} />

      {product.related.length ? (
        <section className="mt-14" aria-labelledby="correlati">
          <h2 id="correlati" className="mb-4 text-2xl font-bold">
            Potrebbero interessarti
          </h2>
          <ProductGrid products={product.related} label="Prodotti correlati" />
        </section>
      ) : null}
    </Container>
  );
}
