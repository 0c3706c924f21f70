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
  /** Keeps work going after the response, e.g. refreshing the catalogue snapshot. */
  waitUntil: (work: Promise<unknown>) => void;
}

export function createContext(
  env: Env,
  request: { viewer: Viewer | null; client: string; waitUntil: GraphQLContext['waitUntil'] },
): GraphQLContext {
  const db = createDatabase(env.DB);
  return {
    env,
    db,
    catalogue: createCatalogueLoaders(db, request.waitUntil),
    orders: createOrderLoaders(db),
    ...request,
  };
}
