import { type CatalogueLoaders, createCatalogueLoaders } from './catalogue/loaders';
import { createDatabase, type Database } from './db';

/** What every resolver gets: the bindings, this request's database handle and its loaders. */
export interface GraphQLContext {
  env: Env;
  db: Database;
  catalogue: CatalogueLoaders;
}

export function createContext(env: Env): GraphQLContext {
  const db = createDatabase(env.DB);
  return { env, db, catalogue: createCatalogueLoaders(db) };
}
