import { type CatalogueLoaders, createCatalogueLoaders } from './catalogue/loaders';
import { createDatabase, type Database } from './db';
import { createOrderLoaders, type OrderLoaders } from './orders/order-loaders';
import type { Viewer } from './viewer';

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
}

export function createContext(env: Env, viewer: Viewer | null = null): GraphQLContext {
  const db = createDatabase(env.DB);
  return {
    env,
    db,
    catalogue: createCatalogueLoaders(db),
    orders: createOrderLoaders(db),
    viewer,
  };
}
