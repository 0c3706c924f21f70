import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import { stockState } from '../../schema/rules/catalogue';
import { MAX_UNITS_PER_PRODUCT } from '../../schema/rules/order-limits';
import { variantFor, variantLabel, variantTitle } from '../../schema/rules/variants';
import { type ChosenOptions, chosenOptions, withChosenOptions } from '../../schema/variant-links';
import { cart } from '../cart/cart-store';
import type { LoadedProduct } from './useProductPage';

/**
 * The colour, size and quantity chosen on a product's page, what that variant costs and has in
 * stock (docs/product.md#variants), and putting it in the cart.
 */
export function useProductPurchase(product: LoadedProduct) {
  // The address may choose the variant (?colore=…&versione=…: a search engine's link to it).
  const [params] = useSearchParams();
  const [{ color, size }, setChoice] = useState(() => chosenOptions(params, product));
  const [quantity, setQuantity] = useState(1);
  const picked = useRef(false);
  // The address follows a choice made here, so a reload or a shared link keeps it; replaced, not
  // pushed, so Back leaves the page rather than stepping through every colour tried.
  useEffect(() => {
    if (!picked.current) return;
    const { pathname, search, hash } = window.location;
    const address = `${pathname}${withChosenOptions(search, { color, size })}${hash}`;
    window.history.replaceState(window.history.state, '', address);
  }, [color, size]);
  const pick = (change: Partial<ChosenOptions>) => {
    picked.current = true;
    setChoice((chosen) => ({ ...chosen, ...change }));
  };
  const variant = variantFor(product.variants, color, size);
  const price = variant?.price ?? product.price;
  // The chosen variant's own struck price (docs/product.md#prices-and-discounts).
  const originalPrice = variant ? variant.originalPrice : product.originalPrice;
  const stock = variant?.stock ?? product.stock;
  const inStock = variant?.inStock ?? product.inStock;
  // The chosen variant's grade, its own or the product's (docs/product.md#condition-and-grades).
  const grade = variant ? variant.grade : product.grade;
  const batteryHealth = variant ? variant.batteryHealth : product.batteryHealth;

  const addToCart = () => {
    cart.add(
      {
        id: Number(product.id),
        name: product.name,
        brand: product.brand,
        price,
        originalPrice: originalPrice ?? null,
        image: product.images[0] ?? '',
        inStock,
        stock,
        selectedColor: color,
        selectedSize: size,
      },
      quantity,
    );
  };

  return {
    color,
    setColor: (next: string) => pick({ color: next }),
    size,
    setSize: (next: string) => pick({ size: next }),
    quantity,
    setQuantity,
    price,
    originalPrice,
    stock,
    inStock,
    sku: variant?.sku ?? null,
    variantId: variant?.id ?? null,
    /** The product with the colour and size chosen, as a sentence names it. */
    chosenName: variantTitle(product.name, variant ? variantLabel(variant) : null),
    grade,
    batteryHealth,
    soldOut: stockState({ inStock, stock }) === 'out',
    // No point offering more than one order may hold (docs/product.md#cart).
    maxQuantity: Math.max(1, Math.min(stock, MAX_UNITS_PER_PRODUCT)),
    addToCart,
  };
}

export type ProductPurchase = ReturnType<typeof useProductPurchase>;
