import type { Viewer } from './accounts/viewer';
import { type CatalogueLoaders, createCatalogueLoaders } from './catalogue/loaders';
import { createDatabase, type Database } from './db';
import { createOrderLoaders, type OrderLoaders } from './orders/order-loaders';

/**
 * What every resolver gets: the bindings, this request's database handle and loaders, and who
 * is asking.
 */
export interface GraphQLContext {
  env: Env;
  db: Database;
  catalogue: CatalogueLoaders;
  orders: OrderLoaders;
  viewer: Viewer | null;
  /** Who is asking, for rate limits: the client's address. */
  client: string;
}

export function createContext(
  env: Env,
  viewer: Viewer | null = null,
  client = 'anonymous',
): GraphQLContext {
  const db = createDatabase(env.DB);
  return {
    env,
    db,
    catalogue: createCatalogueLoaders(db),
    orders: createOrderLoaders(db),
    viewer,
    client,
  };
}
