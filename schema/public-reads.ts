/**
 * Root query fields whose answer depends only on the request's variables, never on who asks:
 * the only ones a GET may carry and a shared cache may keep (docs/product.md#access). Everything
 * else, personal data and secrets such as order tokens, travels in a POST body.
 */
export const PUBLIC_ROOT_FIELDS: ReadonlySet<string> = new Set([
  'categories',
  'products',
  'product',
  'bestsellers',
  'cartTotals',
  '__typename',
]);
