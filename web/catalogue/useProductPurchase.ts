import { useState } from 'react';
import { stockState } from '../../schema/rules/catalogue';
import { MAX_UNITS_PER_PRODUCT } from '../../schema/rules/order-limits';
import { cart } from '../cart/cart-store';
import type { LoadedProduct } from './useProductPage';

/** The colour, size and quantity chosen on a product's page, and putting them in the cart. */
export function useProductPurchase(product: LoadedProduct) {
  const [color, setColor] = useState<string | null>(product.colors[0]?.name ?? null);
  const [size, setSize] = useState<string | null>(product.sizes[0] ?? null);
  const [quantity, setQuantity] = useState(1);

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

  return {
    color,
    setColor,
    size,
    setSize,
    quantity,
    setQuantity,
    soldOut: stockState(product) === 'out',
    // No point offering more than one order may hold (docs/product.md#cart).
    maxQuantity: Math.max(1, Math.min(product.stock, MAX_UNITS_PER_PRODUCT)),
    addToCart,
  };
}

export type ProductPurchase = ReturnType<typeof useProductPurchase>;
