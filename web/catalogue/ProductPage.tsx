import { useParams } from 'wouter';
import { productJsonLd } from '../../schema/json-ld';
import { PRODUCT_CONDITION } from '../../schema/vocabulary';
import { Container } from '../ui/Container';
import { PageMeta } from '../ui/PageMeta';
import { PriceTag } from './PriceTag';
import { ProductBuyBox, ProductPromises } from './ProductBuyBox';
import { ProductConditionFacts } from './ProductCondition';
import { ProductGallery } from './ProductGallery';
import { ProductReviews } from './ProductReviews';
import { ProductBreadcrumb, ProductSpecs, RelatedProducts } from './ProductSections';
import { ProductLoadFailed, ProductNotFound, ProductSkeleton } from './ProductStates';
import { ReviewStars } from './ReviewStars';
import { StockBadge } from './StockBadge';
import { type LoadedProduct, useProductPage } from './useProductPage';
import { useProductPurchase } from './useProductPurchase';

export function ProductPage() {
  const { id = '' } = useParams();
  const page = useProductPage(id);
  if (page.status === 'notFound') return <ProductNotFound />;
  if (page.status === 'failed') return <ProductLoadFailed onRetry={page.retry} />;
  if (page.status === 'loading') return <ProductSkeleton />;
  return <ProductView key={page.product.id} product={page.product} />;
}

function ProductView({ product }: { product: LoadedProduct }) {
  const purchase = useProductPurchase(product);
  return (
    <Container className="py-8">
      <PageMeta
        title={`${product.name} – ${product.brand}`}
        description={product.description.slice(0, 155)}
      />
      {product.archivedAt ? null : (
        <script type="application/ld+json">
          {JSON.stringify(
            productJsonLd(
              { ...product, condition: PRODUCT_CONDITION.fromApi(product.condition) },
              window.location.origin,
            ),
          )}
        </script>
      )}

      <ProductBreadcrumb product={product} />

      <div className="grid gap-10 lg:grid-cols-2">
        <ProductGallery images={product.images} photos={product.photos} name={product.name} />

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

          {product.archivedAt ? (
            // docs/product.md#archived-products: shown to a buyer following an old order's link.
            <p role="status" className="rounded-2xl bg-slate-100 p-4 font-semibold text-slate-800">
              Non più in vendita: questo prodotto è uscito dal catalogo.
            </p>
          ) : (
            <>
              <PriceTag price={purchase.price} originalPrice={purchase.originalPrice} size="lg" />
              <StockBadge inStock={purchase.inStock} stock={purchase.stock} />
              {purchase.sku ? (
                <p className="text-xs text-slate-500">Codice: {purchase.sku}</p>
              ) : null}
            </>
          )}
          <p className="text-slate-700">{product.description}</p>
          <ProductConditionFacts
            condition={product.condition}
            grade={purchase.grade}
            batteryHealth={purchase.batteryHealth}
          />

          {product.archivedAt ? null : (
            <>
              <ProductBuyBox product={product} purchase={purchase} />
              <ProductPromises condition={product.condition} />
            </>
          )}
        </div>
      </div>

      <ProductSpecs product={product} />
      <ProductReviews reviews={product.verifiedReviews} count={product.reviews} />
      <RelatedProducts product={product} />
    </Container>
  );
}
