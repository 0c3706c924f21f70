import { lazy, Suspense } from 'react';
import { FREE_SHIPPING_THRESHOLD, formatWholeEuro } from '../../schema/rules/money';
import { guaranteeLine } from '../../schema/rules/product-condition';
import { PRODUCT_CONDITION } from '../../schema/vocabulary';
import { FavoriteButton } from '../account/FavoriteButton';
import { buttonStyles } from '../ui/buttons';
import { Icon } from '../ui/Icon';
import { OptionPicker } from './OptionPicker';
import { sizeLegend } from './product-details';
import type { LoadedProduct } from './useProductPage';
import type { ProductPurchase } from './useProductPurchase';

// Only an out-of-stock product shows it: its code stays out of the page's first load.
const BackInStockForm = lazy(async () => ({
  default: (await import('./BackInStockForm')).BackInStockForm,
}));

interface ProductBuyBoxProps {
  product: LoadedProduct;
  purchase: ProductPurchase;
}

/** Colour, size and quantity, "Aggiungi al carrello" and the favourite; a sold-out alert form. */
export function ProductBuyBox({ product, purchase }: ProductBuyBoxProps) {
  const { soldOut } = purchase;
  return (
    <>
      {product.colors.length ? (
        <OptionPicker
          legend="Colore"
          value={purchase.color}
          onChange={purchase.setColor}
          options={product.colors.map((c) => ({ value: c.name, label: c.name, swatch: c.hex }))}
        />
      ) : null}
      {product.sizes.length ? (
        <OptionPicker
          legend={sizeLegend(product.sizes)}
          value={purchase.size}
          onChange={purchase.setSize}
          options={product.sizes.map((s) => ({ value: s, label: s }))}
        />
      ) : null}

      <div className="flex flex-wrap items-end gap-3">
        {!soldOut ? (
          <label className="text-sm font-semibold text-ink">
            Quantità
            <select
              value={purchase.quantity}
              onChange={(event) => purchase.setQuantity(Number(event.target.value))}
              className="mt-1 block h-12 rounded-full border border-slate-300 bg-white px-4 text-base font-normal"
            >
              {Array.from({ length: purchase.maxQuantity }, (_, index) => index + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <button
          type="button"
          onClick={purchase.addToCart}
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
          {/* A request is for the variant chosen: another choice is another form. */}
          <BackInStockForm
            key={purchase.variantId}
            productId={product.id}
            variantId={purchase.variantId}
            productName={purchase.chosenName}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** What every product comes with; the guarantee follows its condition. */
export function ProductPromises({ condition }: Pick<LoadedProduct, 'condition'>) {
  return (
    <ul className="grid gap-2 rounded-2xl bg-white p-4 text-sm text-slate-700 ring-1 ring-slate-200 sm:grid-cols-2">
      <li className="flex items-center gap-2">
        <Icon name="shield" className="size-4 text-brand-600" />{' '}
        {guaranteeLine(PRODUCT_CONDITION.fromApi(condition))}
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
  );
}
