import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type ProductRow, products } from '../../schema/db/catalogue';
import { stockAlerts } from '../../schema/db/stock-alerts';
import { productUrl } from '../../schema/json-ld';
import { stockState } from '../../schema/rules/catalogue';
import { normaliseEmail } from '../../schema/rules/normalise';
import { stockAlertConfirmPath } from '../../schema/stock-alert-links';
import type { StockAlertStatus } from '../../schema/vocabulary';
import { ownsVerifiedAddress, type Viewer } from '../accounts/viewer';
import { type Database, violates } from '../db';
import { DomainError } from '../domain-error';
import { checkLink, signLink } from '../http/signed-links';
import { loggable } from '../loggable';
import { floodedAddressRefusal } from '../mail/confirmation-limit';
import type { Mailer } from '../mail/mailer';
import { queueEmail } from '../mail/outbox';
import { siteUrl } from '../mail/templates/escape';
import { productById } from './reads';

/** How long a confirmation link works (docs/product.md#back-in-stock-alerts). */
export const CONFIRM_LINK_LIFE_MS = 7 * 24 * 60 * 60 * 1000;

type LinkKeys = Pick<Env, 'LINK_SECRET'>;

/** Why a confirmation link is refused, as the page that followed it says it. */
const REFUSALS = {
  invalid: "Il link non è valido: aprilo di nuovo dall'e-mail, per intero.",
  expired:
    "Il link di conferma è scaduto: chiedi di nuovo l'avviso dalla pagina del prodotto e ti inviamo un'e-mail con un link nuovo.",
  withdrawn:
    "Questo link non vale più: ti abbiamo inviato un link più recente, oppure la richiesta non c'è più. Puoi chiedere di nuovo l'avviso dalla pagina del prodotto.",
};

function refusedLink(reason: keyof typeof REFUSALS): DomainError {
  return new DomainError(REFUSALS[reason], 'BAD_USER_INPUT', 'token');
}

/** A request is open until its e-mail is written: asking again meanwhile is the same request. */
// Written out, not bound: SQLite matches an upsert to the partial unique index by its text.
const open = sql`${stockAlerts.status} <> 'inviato'`;
const openRequest = { target: [stockAlerts.productId, stockAlerts.email], targetWhere: open };

/**
 * The state of a request as it is confirmed: due at once when the product is already back on
 * sale, since the trigger on products only sees it come back.
 */
const confirmedStatus = (productId: number): SQL<StockAlertStatus> =>
  sql`CASE WHEN EXISTS (SELECT 1 FROM products WHERE id = ${productId} AND stock > 0 AND in_stock) THEN 'da_inviare' ELSE 'in_attesa' END`;

/** The confirmation link names the request (its time) as well as the product and the address. */
const confirmPayload = (createdAtMs: number, productId: number, email: string) =>
  `${createdAtMs} ${productId} ${email}`;

function readConfirmPayload(payload: string) {
  const match = /^(\d+) (\d+) (.+)$/s.exec(payload);
  return match?.[1] && match[2] && match[3]
    ? { createdAtMs: Number(match[1]), productId: Number(match[2]), email: match[3] }
    : null;
}

export interface StockAlertAnswer {
  email: string;
  /** A guest's request waits for its confirmation link; an account's own address does not. */
  needsConfirmation: boolean;
}

/**
 * "Avvisami quando torna disponibile" on a product that is out of stock. A guest's request is
 * written unconfirmed with its confirmation e-mail in one batch; every request, new or repeated,
 * confirmed or not, gets the same e-mail and the same answer, so neither tells whether the
 * address had asked (docs/product.md#back-in-stock-alerts). An account's own verified address is
 * confirmed at once.
 */
export async function requestStockAlert(
  db: Database,
  keys: LinkKeys,
  mail: Mailer,
  viewer: Viewer | null,
  request: { productId: number; email: string },
  now = Date.now(),
): Promise<StockAlertAnswer> {
  const { productId } = request;
  const email = normaliseEmail(request.email);
  const product = await db
    .select({
      name: products.name,
      stock: products.stock,
      inStock: products.inStock,
      archivedAtMs: products.archivedAtMs,
    })
    .from(products)
    .where(eq(products.id, productId))
    .get();
  if (!product) throw new DomainError('Prodotto non trovato.', 'NOT_FOUND', 'productId');
  if (product.archivedAtMs !== null) {
    throw new DomainError(
      'Questo prodotto non è più in vendita: non tornerà disponibile.',
      'BAD_USER_INPUT',
      'productId',
    );
  }
  if (stockState(product) !== 'out') {
    throw new DomainError(
      'Questo prodotto è disponibile: puoi ordinarlo subito.',
      'BAD_USER_INPUT',
      'productId',
    );
  }

  if (ownsVerifiedAddress(viewer, email)) {
    const status = confirmedStatus(productId);
    const [written] = await db
      .insert(stockAlerts)
      .values({
        productId,
        email,
        accountUid: viewer.uid,
        status,
        createdAtMs: now,
        confirmedAtMs: now,
      })
      .onConflictDoUpdate({
        ...openRequest,
        set: { status, accountUid: viewer.uid, confirmedAtMs: now },
        setWhere: eq(stockAlerts.status, 'in_attesa_di_conferma'),
      })
      .returning({ status: stockAlerts.status });
    if (written?.status === 'da_inviare') await deliverAfterRestock(db, mail, productId, now);
    return { email, needsConfirmation: false };
  }

  const known = await db
    .select({ status: stockAlerts.status, createdAtMs: stockAlerts.createdAtMs })
    .from(stockAlerts)
    .where(and(eq(stockAlerts.productId, productId), eq(stockAlerts.email, email), open))
    .get();
  // A repeat of an unconfirmed request is a new request: its time moves, so only the newest link
  // works and retention counts from it; a confirmed one stays as it is.
  const createdAtMs = known && known.status !== 'in_attesa_di_conferma' ? known.createdAtMs : now;
  const expiresAtMs = now + CONFIRM_LINK_LIFE_MS;
  const token = await signLink(
    keys,
    'stockAlert.confirm',
    confirmPayload(createdAtMs, productId, email),
    expiresAtMs,
  );
  const id = crypto.randomUUID();
  const input = {
    email,
    productName: product.name,
    confirmUrl: siteUrl(mail.origin, stockAlertConfirmPath(token)),
    expiresAtMs,
  };
  try {
    await db.batch([
      db
        .insert(stockAlerts)
        .values({ productId, email, status: 'in_attesa_di_conferma', createdAtMs })
        .onConflictDoUpdate({
          ...openRequest,
          set: { createdAtMs },
          setWhere: eq(stockAlerts.status, 'in_attesa_di_conferma'),
        }),
      queueEmail(
        db,
        { id, kind: 'stock-alert.confirmation', ref: productRef(productId), input },
        now,
      ),
    ]);
  } catch (error) {
    throw floodedAddressRefusal(error) ?? error;
  }
  mail.dispatch([id]);
  return { email, needsConfirmation: true };
}

export interface StockAlertConfirmation {
  email: string;
  product: ProductRow;
  /** The link had been followed before: nothing changed. */
  alreadyConfirmed: boolean;
}

/**
 * Follows a confirmation link: the request waits for the product from now, once. Should the
 * product be back on sale already, its e-mail goes at once.
 */
export async function confirmStockAlert(
  db: Database,
  keys: LinkKeys,
  mail: Mailer,
  token: string,
  now = Date.now(),
): Promise<StockAlertConfirmation> {
  const link = await checkLink(keys, 'stockAlert.confirm', token, now);
  if (!link.ok) throw refusedLink(link.reason);
  const named = readConfirmPayload(link.payload);
  if (!named) throw refusedLink('invalid');
  const { email, productId, createdAtMs } = named;
  const row = await db
    .select({ id: stockAlerts.id, status: stockAlerts.status })
    .from(stockAlerts)
    .where(
      and(
        eq(stockAlerts.productId, productId),
        eq(stockAlerts.email, email),
        eq(stockAlerts.createdAtMs, createdAtMs),
      ),
    )
    .orderBy(desc(stockAlerts.id))
    .get();
  const product = row && (await productById(db, productId));
  if (!row || !product) throw refusedLink('withdrawn');
  if (row.status !== 'in_attesa_di_conferma') return { email, product, alreadyConfirmed: true };

  const [confirmed] = await db
    .update(stockAlerts)
    .set({ status: confirmedStatus(productId), confirmedAtMs: now })
    .where(and(eq(stockAlerts.id, row.id), eq(stockAlerts.status, 'in_attesa_di_conferma')))
    .returning({ status: stockAlerts.status });
  // Followed twice at once: the other click confirmed it.
  if (!confirmed) return { email, product, alreadyConfirmed: true };
  if (confirmed.status === 'da_inviare') await deliverAfterRestock(db, mail, productId, now);
  return { email, product, alreadyConfirmed: false };
}

/** How people name the product in "Posta inviata". */
const productRef = (productId: number) => `prodotto ${productId}`;

/**
 * A request's one back-in-stock e-mail has this outbox id: a second run that read the same due
 * request collides with it, and its whole batch writes nothing.
 */
const backInStockMailId = (alertId: number) => `stock-alert-${alertId}`;

/** Requests a run takes at most, and per batch (two statements each). */
const MAX_PER_RUN = 500;
const PER_BATCH = 40;

/**
 * Writes the e-mails of the requests the trigger marked due (of one product, or all), each in
 * the batch that marks it sent, and queues them: one e-mail per request, even when two runs
 * race. A batch that lost its race writes nothing; the requests it held that the winner did not
 * are left for the next run (the mail sweep, every five minutes). Returns the outbox ids written.
 */
export async function deliverDueStockAlerts(
  db: Database,
  mail: Mailer,
  now: number,
  productId?: number,
  most = MAX_PER_RUN,
): Promise<string[]> {
  const due = await db
    .select({
      id: stockAlerts.id,
      email: stockAlerts.email,
      productId: stockAlerts.productId,
      productName: products.name,
    })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .where(
      and(
        eq(stockAlerts.status, 'da_inviare'),
        productId === undefined ? undefined : eq(stockAlerts.productId, productId),
      ),
    )
    .orderBy(asc(stockAlerts.id))
    .limit(most);
  const written: string[] = [];
  for (let start = 0; start < due.length; start += PER_BATCH) {
    const chunk = due.slice(start, start + PER_BATCH);
    const statements = chunk.flatMap((alert) => [
      db
        .update(stockAlerts)
        .set({ status: 'inviato', notifiedAtMs: now })
        .where(and(eq(stockAlerts.id, alert.id), eq(stockAlerts.status, 'da_inviare'))),
      queueEmail(
        db,
        {
          id: backInStockMailId(alert.id),
          kind: 'stock-alert.back-in-stock',
          ref: productRef(alert.productId),
          input: {
            email: alert.email,
            productName: alert.productName,
            productUrl: productUrl(mail.origin, String(alert.productId)),
          },
        },
        now,
      ),
    ]);
    const [first, ...rest] = statements;
    if (!first) continue;
    try {
      await db.batch([first, ...rest]);
      written.push(...chunk.map((alert) => backInStockMailId(alert.id)));
    } catch (error) {
      if (!violates(error, 'outbox.id')) throw error;
    }
  }
  mail.dispatch(written);
  return written;
}

/**
 * Right after a change that may have put a product back on sale: its due requests' e-mails, one
 * batch of them, which the staff request's statement budget (worker/d1-session.ts) holds; the
 * mail sweep writes the rest within five minutes. The change has committed whatever happens
 * here; a failure is only logged, and the sweep writes them too.
 */
export async function deliverAfterRestock(
  db: Database,
  mail: Mailer,
  productId: number,
  now = Date.now(),
): Promise<void> {
  try {
    await deliverDueStockAlerts(db, mail, now, productId, PER_BATCH);
  } catch (error) {
    console.error(
      `back-in-stock e-mails of product ${productId} left to the sweep`,
      loggable(error),
    );
  }
}

/** The staff's column: confirmed requests still waiting, per product, in one grouped read. */
export async function waitingStockAlerts(
  db: Database,
  productIds: readonly number[],
): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: stockAlerts.productId, waiting: count() })
    .from(stockAlerts)
    .where(
      and(
        inArray(stockAlerts.productId, [...productIds]),
        inArray(stockAlerts.status, ['in_attesa', 'da_inviare']),
      ),
    )
    .groupBy(stockAlerts.productId);
  return new Map(rows.map((row) => [row.productId, row.waiting]));
}
