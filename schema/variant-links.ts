/**
 * The product page's address chooses a variant: /product-overview/1?colore=Titanio+blu&versione=256GB
 * opens it with that colour and size picked (docs/product.md#variants-in-search-results). Search
 * engines are given these links for each variant's offer; the canonical address has neither.
 */
const VARIANT_PARAMS = { color: 'colore', size: 'versione' } as const;

interface Options {
  color: string | null;
  size: string | null;
}

/** The address of a product's page with `variant` chosen ('' or null: the product has none). */
export function variantUrl(productUrl: string, variant: Options): string {
  const params = new URLSearchParams();
  if (variant.color) params.set(VARIANT_PARAMS.color, variant.color);
  if (variant.size) params.set(VARIANT_PARAMS.size, variant.size);
  const search = params.toString();
  return search ? `${productUrl}?${search}` : productUrl;
}

/**
 * The colour and size an address's query chooses, each only if the product offers it; else its
 * first, as the page picks with no choice in the address.
 */
export function chosenOptions(
  params: URLSearchParams,
  product: { colors: readonly { name: string }[]; sizes: readonly string[] },
): Options {
  const color = params.get(VARIANT_PARAMS.color);
  const size = params.get(VARIANT_PARAMS.size);
  return {
    color: product.colors.find((c) => c.name === color)?.name ?? product.colors[0]?.name ?? null,
    size: product.sizes.find((s) => s === size) ?? product.sizes[0] ?? null,
  };
}
