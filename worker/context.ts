import type { Asker, Viewer } from './accounts/viewer';
import { type CatalogueLoaders, createCatalogueLoaders } from './catalogue/catalogue-loaders';
import { openRequestSession, type RequestSession } from './d1-session';
import type { Database } from './db';
import { DomainError } from './domain-error';
import { createOrderLoaders, type OrderLoaders } from './orders/order-loaders';
import { createRepairLoaders, type RepairLoaders } from './repairs/repair-loaders';

/**
 * What every resolver gets: the bindings, this request's database handle and loaders, and who
 * is asking.
 */
export interface GraphQLContext {
  env: Env;
  /** This request's D1 session (replicas, the client's bookmark); `db` queries through it. */
  d1: RequestSession;
  db: Database;
  /**
   * The catalogue version a public read is answered at (catalogue/version.ts), null when it was
   * not read: what the isolate keeps by version (catalogue/version-memo.ts) is then read anew.
   */
  catalogueVersion: number | null;
  catalogue: CatalogueLoaders;
  orders: OrderLoaders;
  repairs: RepairLoaders;
  /**
   * Who is asking. While a token cannot be checked (Google's keys unreachable), reading it throws
   * AUTH_UNAVAILABLE: an answer that depends on who asks is refused, never given to a visitor.
   */
  readonly viewer: Viewer | null;
  /** Who is asking, without that refusal: for the scope checks. */
  readonly asker: Asker;
  /** Who is asking, for rate limits: the client's address. */
  client: string;
  /** The shop's absolute origin, for the links in e-mails (http/cors.ts, shopOrigin). */
  origin: string;
  /** Keeps work going after the response. */
  waitUntil: (work: Promise<unknown>) => void;
  /**
   * Whether the answer is a successful public read, which anyone may keep: set while it executes,
   * read by the response's Cache-Control and the catalogue's caches (graphql/public-reads.ts).
   */
  shareable: boolean;
  /**
   * The objects and list items the answer may still hold while it is built, once an execution
   * opened it (graphql/result-size.ts); null outside one.
   */
  resultBudget: ResultBudget | null;
}

/** What an answer may still hold, and whether it already holds too much. */
interface ResultBudget {
  left: number;
  exceeded: boolean;
}

/** The refusal of a personal answer while the sign-in cannot be checked (HTTP 503). */
export function authUnavailable(): DomainError {
  return new DomainError(
    'Non riusciamo a verificare il tuo accesso in questo momento: riprova tra qualche istante.',
    'AUTH_UNAVAILABLE',
  );
}

export function createContext(
  env: Env,
  request: {
    viewer: Asker;
    client: string;
    origin: string;
    waitUntil: GraphQLContext['waitUntil'];
    /** Without one, a session with no bookmark over env.DB. */
    d1?: RequestSession;
    catalogueVersion?: number | null;
  },
): GraphQLContext {
  const { viewer: asker, client, origin, waitUntil } = request;
  const d1 = request.d1 ?? openRequestSession(env.DB, null);
  const { db } = d1;
  const catalogueVersion = request.catalogueVersion ?? null;
  return {
    env,
    d1,
    db,
    catalogueVersion,
    catalogue: createCatalogueLoaders(db, catalogueVersion),
    orders: createOrderLoaders(db),
    repairs: createRepairLoaders(db),
    asker,
    get viewer() {
      if (asker === 'unverifiable') throw authUnavailable();
      return asker;
    },
    client,
    origin,
    waitUntil,
    shareable: false,
    resultBudget: null,
  };
}
