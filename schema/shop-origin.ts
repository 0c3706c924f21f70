/**
 * The shop's public origin as production takes it from SHOP_ORIGIN: https and a host, nothing
 * else (no port, path, query or credentials), since the Worker's custom domain is derived from it
 * (scripts/shop-domain.ts) and every link in an e-mail starts with it. Null for anything else.
 */
export function productionShopOrigin(value: string | undefined): URL | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.port || url.username || url.password) return null;
  return value === url.origin ? url : null;
}
