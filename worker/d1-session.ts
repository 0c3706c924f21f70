import { D1_BOOKMARK_HEADER, isD1Bookmark, isLaterBookmark } from '../schema/d1-bookmark';
import { createDatabase, type Database } from './db';
import { DomainError } from './domain-error';

/**
 * The most D1 statements one request may send (docs/product.md#errors). D1 refuses a Worker
 * invocation's queries past 1,000 in production (Miniflare never does); a request stops well
 * before, at about twice what the worst document the query limits let through sends
 * (tests/worker/statement-budget.test.ts).
 */
export const REQUEST_STATEMENT_BUDGET = 150;

export const OVER_STATEMENT_BUDGET =
  'La richiesta chiede troppe letture al database: chiedi meno dati per volta.';

/**
 * One request's way to D1: every statement goes through one D1 session (the Sessions API), so
 * reads may be served by a nearby replica, yet the request sees its own writes and never goes back
 * in time. The session starts no earlier than the bookmark the client sent. It opens at the first
 * statement, so what the request turns out to be can still choose where it starts.
 */
export interface RequestSession {
  readonly db: Database;
  /** The client's bookmark, when it sent a well-formed one. */
  readonly sent: string | null;
  /** Before the first statement: start at this bookmark if it is later than the current start. */
  startFrom(bookmark: string): void;
  /** Before the first statement: start at the primary, which has every write. */
  startAtPrimary(): void;
  /** The latest point the session has seen; null before its first statement. */
  bookmark(): string | null;
}

/**
 * A request's session over `d1` (the binding, or the measuring proxy around it). After the first
 * statement the start is fixed: a later startFrom or startAtPrimary changes nothing.
 */
export function openRequestSession(d1: D1Database, sentHeader: string | null): RequestSession {
  const sent = isD1Bookmark(sentHeader) ? sentHeader : null;
  let start: { primary: boolean; bookmark: string | null } = { primary: false, bookmark: sent };
  let session: D1DatabaseSession | undefined;
  const opened = () => {
    session ??= d1.withSession(
      start.primary ? 'first-primary' : (start.bookmark ?? 'first-unconstrained'),
    );
    return session;
  };
  let statements = 0;
  const sessionClient = {
    // Drizzle prepares every statement it runs, a batch's one by one: counted here, a statement
    // over the budget is refused before it reaches D1, and so is a batch holding one.
    prepare: (sql: string) => {
      statements += 1;
      if (statements > REQUEST_STATEMENT_BUDGET) {
        throw new DomainError(OVER_STATEMENT_BUDGET, 'QUERY_TOO_COMPLEX');
      }
      return opened().prepare(sql);
    },
    batch: (statements: D1PreparedStatement[]) => opened().batch(statements),
  };
  return {
    // Drizzle's D1 driver calls only prepare and batch, which a session has; its types still ask
    // for the whole binding (drizzle-orm#4776).
    db: createDatabase(sessionClient as unknown as D1Database),
    sent,
    startFrom(bookmark) {
      if (!session && isLaterBookmark(bookmark, start.bookmark)) start = { ...start, bookmark };
    },
    startAtPrimary() {
      if (!session) start = { ...start, primary: true };
    },
    bookmark: () => session?.getBookmark() ?? null,
  };
}

/** The response, with the latest point of D1's history its request saw, for the client to keep. */
export function withBookmark(response: Response, d1: RequestSession): Response {
  const bookmark = d1.bookmark();
  if (bookmark) response.headers.set(D1_BOOKMARK_HEADER, bookmark);
  return response;
}
