/**
 * The product page's address chooses a variant: /product-overview/1?colore=Titanio+blu&versione=256GB
 * opens it with that colour and size picked (docs/product.md#variants-in-search-results). Search
 * engines are given these links for each variant's offer; the canonical address has neither. The
 * page writes the shopper's choice back into its address (docs/product.md#variants-in-search-results).
 */
const VARIANT_PARAMS = { color: 'colore', size: 'versione' } as const;

export interface ChosenOptions {
  color: string | null;
  size: string | null;
}

/** The address of a product's page with `variant` chosen ('' or null: the product has none). */
export function variantUrl(productUrl: string, variant: ChosenOptions): string {
  return `${productUrl}${withChosenOptions('', variant)}`;
}

/**
 * A query (`location.search`) with `variant` chosen in it, its other parameters kept: what the
 * page writes in the address when a shopper picks a colour or size, so a reload keeps it.
 */
export function withChosenOptions(search: string, variant: ChosenOptions): string {
  const params = new URLSearchParams(search);
  for (const key of ['color', 'size'] as const) {
    const value = variant[key];
    if (value) params.set(VARIANT_PARAMS[key], value);
    else params.delete(VARIANT_PARAMS[key]);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The colour and size an address's query chooses, each only if the product offers it; else its
 * first, as the page picks with no choice in the address.
 */
export function chosenOptions(
  params: URLSearchParams,
  product: { colors: readonly { name: string }[]; sizes: readonly string[] },
): ChosenOptions {
  const color = params.get(VARIANT_PARAMS.color);
  const size = params.get(VARIANT_PARAMS.size);
  return {
    color: product.colors.find((c) => c.name === color)?.name ?? product.colors[0]?.name ?? null,
    size: product.sizes.find((s) => s === size) ?? product.sizes[0] ?? null,
  };
}
