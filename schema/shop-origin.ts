/**
 * The shop's public origin as production takes it from SHOP_ORIGIN: https and a host, nothing
 * else (no port, path, query or credentials), since the Worker's custom domain is derived from it
 * (scripts/shop-domain.ts) and every link in an e-mail starts with it. Null for anything else.
 */
export function productionShopOrigin(value: string | undefined): URL | null {
  const url = bareOrigin(value);
  return url && url.protocol === 'https:' && !url.port ? url : null;
}

/**
 * SHOP_ORIGIN as an environment other than development and production takes it (a benchmark, a
 * staging copy on a local port): an http or https origin and nothing else. Null for anything else.
 */
export function configuredShopOrigin(value: string | undefined, environment: string): URL | null {
  if (environment === 'production') return productionShopOrigin(value);
  const url = bareOrigin(value);
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url : null;
}

/** `value` when it is an origin exactly as a browser writes it (no path, query or credentials). */
function bareOrigin(value: string | undefined): URL | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  return value === url.origin ? url : null;
}
