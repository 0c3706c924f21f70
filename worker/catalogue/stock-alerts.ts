import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type ProductRow, products, productVariants } from '../../schema/db/catalogue';
import { stockAlerts } from '../../schema/db/stock-alerts';
import { productUrl } from '../../schema/json-ld';
import { ROUTES } from '../../schema/routes';
import { stockState } from '../../schema/rules/catalogue';
import { normaliseEmail } from '../../schema/rules/normalise';
import { unitsFor, variantLabel, variantTitle } from '../../schema/rules/variants';
import { stockAlertConfirmPath } from '../../schema/stock-alert-links';
import { variantUrl } from '../../schema/variant-links';
import type { StockAlertStatus } from '../../schema/vocabulary';
import { ownsVerifiedAddress, type Viewer } from '../accounts/viewer';
import { type Database, inJsonList, violates } from '../db';
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

/**
 * What a request waits for: one variant, or (a request made before variants, or asked without
 * one) any variant of the product.
 */
export interface StockAlertTarget {
  productId: number;
  variantId: number | null;
}

/**
 * A request is open until its e-mail is written: asking again meanwhile is the same request.
 * One closed for good (withdrawn) only waits for its e-mail.
 */
// Written out, not bound: SQLite matches an upsert to the partial unique index by its text.
const open = sql`${stockAlerts.status} <> 'inviato' AND ${stockAlerts.withdrawnAtMs} IS NULL`;
const openProductWide = sql`${stockAlerts.status} <> 'inviato' AND ${stockAlerts.variantId} IS NULL AND ${stockAlerts.withdrawnAtMs} IS NULL`;

/** The conflict target of a target's open request, as the partial unique indexes define it. */
const openRequest = ({ variantId }: StockAlertTarget) =>
  variantId === null
    ? { target: [stockAlerts.productId, stockAlerts.email], targetWhere: openProductWide }
    : { target: [stockAlerts.variantId, stockAlerts.email], targetWhere: open };

/** The requests of one target. */
const ofTarget = ({ productId, variantId }: StockAlertTarget) =>
  and(
    eq(stockAlerts.productId, productId),
    variantId === null ? isNull(stockAlerts.variantId) : eq(stockAlerts.variantId, variantId),
  );

/** Whether the target can be bought now, as the triggers of migration 0038 judge it. */
const buyableNow = ({ productId, variantId }: StockAlertTarget): SQL =>
  variantId === null
    ? sql`EXISTS (SELECT 1 FROM products WHERE id = ${productId} AND stock > 0 AND in_stock AND archived_at_ms IS NULL)`
    : sql`EXISTS (SELECT 1 FROM products p JOIN product_variants v ON v.product_id = p.id WHERE v.id = ${variantId} AND p.in_stock AND p.archived_at_ms IS NULL AND coalesce(v.stock, p.stock - p.variant_stock) > 0)`;

/**
 * The state of a request as it is confirmed: due at once when what it waits for is already back
 * on sale, since the triggers only see it come back.
 */
const confirmedStatus = (target: StockAlertTarget): SQL<StockAlertStatus> =>
  sql`CASE WHEN ${buyableNow(target)} THEN 'da_inviare' ELSE 'in_attesa' END`;

/**
 * The confirmation link names the request (its time) as well as the product, the variant (after
 * a '/', absent from links of requests without one) and the address.
 */
const confirmPayload = (createdAtMs: number, target: StockAlertTarget, email: string) =>
  `${createdAtMs} ${target.productId}${target.variantId === null ? '' : `/${target.variantId}`} ${email}`;

function readConfirmPayload(payload: string) {
  const match = /^(\d+) (\d+)(?:\/(\d+))? (.+)$/s.exec(payload);
  return match?.[1] && match[2] && match[4]
    ? {
        createdAtMs: Number(match[1]),
        target: { productId: Number(match[2]), variantId: match[3] ? Number(match[3]) : null },
        email: match[4],
      }
    : null;
}

/** What is asked for: the product and, when one was chosen, its variant. */
async function askedFor(db: Database, { productId, variantId }: StockAlertTarget) {
  const found = await db
    .select({
      id: products.id,
      name: products.name,
      stock: products.stock,
      variantStock: products.variantStock,
      inStock: products.inStock,
      archivedAtMs: products.archivedAtMs,
      variant: {
        id: productVariants.id,
        color: productVariants.color,
        size: productVariants.size,
        stock: productVariants.stock,
      },
    })
    .from(products)
    .leftJoin(
      productVariants,
      and(
        eq(productVariants.productId, products.id),
        variantId === null ? sql`false` : eq(productVariants.id, variantId),
      ),
    )
    .where(eq(products.id, productId))
    .get();
  if (!found) throw new DomainError('Prodotto non trovato.', 'NOT_FOUND', 'productId');
  if (variantId !== null && !found.variant) {
    throw new DomainError('Variante non trovata.', 'NOT_FOUND', 'variantId');
  }
  return found;
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
  request: StockAlertTarget & { email: string },
  now = Date.now(),
): Promise<StockAlertAnswer> {
  const { productId, variantId } = request;
  const target = { productId, variantId };
  const email = normaliseEmail(request.email);
  const product = await askedFor(db, target);
  if (product.archivedAtMs !== null) {
    throw new DomainError(
      'Questo prodotto non è più in vendita: non tornerà disponibile.',
      'BAD_USER_INPUT',
      'productId',
    );
  }
  const { variant } = product;
  if (variant) {
    if (stockState({ inStock: product.inStock, stock: unitsFor(product, variant) }) !== 'out') {
      throw new DomainError(
        'Questa variante è disponibile: puoi ordinarla subito.',
        'BAD_USER_INPUT',
        'variantId',
      );
    }
  } else if (stockState(product) !== 'out') {
    throw new DomainError(
      'Questo prodotto è disponibile: puoi ordinarlo subito.',
      'BAD_USER_INPUT',
      'productId',
    );
  }
  const label = variant ? variantLabel(variant) : null;
  const asked = { productId, variantId, variantLabel: label, email };

  if (ownsVerifiedAddress(viewer, email)) {
    const status = confirmedStatus(target);
    const [written] = await db
      .insert(stockAlerts)
      .values({
        ...asked,
        accountUid: viewer.uid,
        status,
        createdAtMs: now,
        confirmedAtMs: now,
      })
      .onConflictDoUpdate({
        ...openRequest(target),
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
    .where(and(ofTarget(target), eq(stockAlerts.email, email), open))
    .get();
  // A repeat of an unconfirmed request is a new request: its time moves, so only the newest link
  // works and retention counts from it; a confirmed one stays as it is.
  const createdAtMs = known && known.status !== 'in_attesa_di_conferma' ? known.createdAtMs : now;
  const expiresAtMs = now + CONFIRM_LINK_LIFE_MS;
  const token = await signLink(
    keys,
    'stockAlert.confirm',
    confirmPayload(createdAtMs, target, email),
    expiresAtMs,
  );
  const id = crypto.randomUUID();
  const input = {
    email,
    productName: variantTitle(product.name, label),
    confirmUrl: siteUrl(mail.origin, stockAlertConfirmPath(token)),
    expiresAtMs,
  };
  try {
    await db.batch([
      db
        .insert(stockAlerts)
        .values({ ...asked, status: 'in_attesa_di_conferma', createdAtMs })
        .onConflictDoUpdate({
          ...openRequest(target),
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
  /** The colour and size asked for ("Blu · 256GB"); null for a request of any variant. */
  variantLabel: string | null;
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
  const { email, target, createdAtMs } = named;
  const { productId } = target;
  const row = await db
    .select({
      id: stockAlerts.id,
      status: stockAlerts.status,
      variantLabel: stockAlerts.variantLabel,
    })
    .from(stockAlerts)
    .where(
      and(ofTarget(target), eq(stockAlerts.email, email), eq(stockAlerts.createdAtMs, createdAtMs)),
    )
    .orderBy(desc(stockAlerts.id))
    .get();
  const product = row && (await productById(db, productId));
  if (!row || !product) throw refusedLink('withdrawn');
  const answer = { email, product, variantLabel: row.variantLabel };
  if (row.status !== 'in_attesa_di_conferma') return { ...answer, alreadyConfirmed: true };

  const [confirmed] = await db
    .update(stockAlerts)
    .set({ status: confirmedStatus(target), confirmedAtMs: now })
    .where(and(eq(stockAlerts.id, row.id), eq(stockAlerts.status, 'in_attesa_di_conferma')))
    .returning({ status: stockAlerts.status });
  // Followed twice at once: the other click confirmed it.
  if (!confirmed) return { ...answer, alreadyConfirmed: true };
  if (confirmed.status === 'da_inviare') await deliverAfterRestock(db, mail, productId, now);
  return { ...answer, alreadyConfirmed: false };
}

/** How people name the product in "Posta inviata". */
const productRef = (productId: number) => `prodotto ${productId}`;

/**
 * A request's one e-mail (back in stock, or never again for sale) has this outbox id: a second
 * run that read the same due request collides with it, and its whole batch writes nothing.
 */
const requestMailId = (alertId: number) => `stock-alert-${alertId}`;

/** Requests a run takes at most, and per batch (two statements each). */
const MAX_PER_RUN = 500;
const PER_BATCH = 40;

/**
 * Writes the e-mails of the requests the triggers marked due (of one product, or all), each in
 * the batch that marks it sent, and queues them: one e-mail per request, even when two runs
 * race. A batch that lost its race writes nothing; the requests it held that the winner did not
 * are left for the next run (the mail sweep, every five minutes). Returns the outbox ids written.
 */
export async function deliverDueStockAlerts(
  db: Database,
  mail: Mailer,
  now: number,
  productIds?: readonly number[],
  most = MAX_PER_RUN,
): Promise<string[]> {
  const due = await db
    .select({
      id: stockAlerts.id,
      email: stockAlerts.email,
      productId: stockAlerts.productId,
      productName: products.name,
      variantLabel: stockAlerts.variantLabel,
      color: productVariants.color,
      size: productVariants.size,
      withdrawnAtMs: stockAlerts.withdrawnAtMs,
    })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .leftJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
    .where(
      and(
        eq(stockAlerts.status, 'da_inviare'),
        productIds === undefined ? undefined : inJsonList(stockAlerts.productId, productIds),
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
      queueEmail(db, lastMail(mail, alert), now),
    ]);
    const [first, ...rest] = statements;
    if (!first) continue;
    try {
      await db.batch([first, ...rest]);
      written.push(...chunk.map((alert) => requestMailId(alert.id)));
    } catch (error) {
      if (!violates(error, 'outbox.id')) throw error;
    }
  }
  mail.dispatch(written);
  return written;
}

/** A due request's one e-mail: what it waited for is back, or will never be (withdrawn). */
function lastMail(
  mail: Mailer,
  alert: {
    id: number;
    email: string;
    productId: number;
    productName: string;
    variantLabel: string | null;
    /** The variant asked for, if any: its link opens the page with it chosen. */
    color: string | null;
    size: string | null;
    withdrawnAtMs: number | null;
  },
) {
  const id = requestMailId(alert.id);
  const ref = productRef(alert.productId);
  const productName = variantTitle(alert.productName, alert.variantLabel);
  return alert.withdrawnAtMs === null
    ? {
        id,
        ref,
        kind: 'stock-alert.back-in-stock' as const,
        input: {
          email: alert.email,
          productName,
          productUrl: variantUrl(productUrl(mail.origin, String(alert.productId)), alert),
        },
      }
    : {
        id,
        ref,
        kind: 'stock-alert.withdrawn' as const,
        input: { email: alert.email, productName, shopUrl: siteUrl(mail.origin, ROUTES.shop) },
      };
}

/**
 * Right after a change that may have put products back on sale, or taken them (or variants) off
 * for good: their due requests' e-mails, one batch of them, which the staff request's statement
 * budget (worker/d1-session.ts) holds; the mail sweep writes the rest within five minutes. The change has committed whatever happens
 * here; a failure is only logged, and the sweep writes them too.
 */
export async function deliverAfterRestock(
  db: Database,
  mail: Mailer,
  productIds: number | readonly number[],
  now = Date.now(),
): Promise<void> {
  const ids = typeof productIds === 'number' ? [productIds] : productIds;
  try {
    await deliverDueStockAlerts(db, mail, now, ids, PER_BATCH);
  } catch (error) {
    console.error(
      `back-in-stock e-mails of products ${ids.join(', ')} left to the sweep`,
      loggable(error),
    );
  }
}

/**
 * The variants whose counts the staff's column lists under a product, the most asked first: a
 * bound that keeps the shop module's page a cheap read (worker/graphql/limits.ts).
 */
export const MOST_ASKED_VARIANTS = 12;

/** A product's confirmed requests still waiting, and those of its most asked variants. */
export interface WaitingCount {
  waiting: number;
  variants: { variantId: number; label: string | null; waiting: number }[];
}

/**
 * The staff's column: confirmed requests still waiting, per product and per variant asked for
 * (the most asked first), in one grouped read. Withdrawn ones wait for no product, only for their last e-mail.
 */
export async function waitingStockAlerts(
  db: Database,
  productIds: readonly number[],
): Promise<Map<number, WaitingCount>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: stockAlerts.productId,
      variantId: stockAlerts.variantId,
      label: sql<string | null>`max(${stockAlerts.variantLabel})`,
      waiting: count(),
    })
    .from(stockAlerts)
    .where(
      and(
        inJsonList(stockAlerts.productId, productIds),
        inArray(stockAlerts.status, ['in_attesa', 'da_inviare']),
        isNull(stockAlerts.withdrawnAtMs),
      ),
    )
    .groupBy(stockAlerts.productId, stockAlerts.variantId)
    .orderBy(desc(count()), asc(stockAlerts.variantId));
  const counts = new Map<number, WaitingCount>();
  for (const { productId, variantId, label, waiting } of rows) {
    const product = counts.get(productId) ?? { waiting: 0, variants: [] };
    product.waiting += waiting;
    if (variantId !== null && product.variants.length < MOST_ASKED_VARIANTS) {
      product.variants.push({ variantId, label, waiting });
    }
    counts.set(productId, product);
  }
  return counts;
}
