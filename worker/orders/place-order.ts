import { and, count, eq, or, type SQL, sql } from 'drizzle-orm';
import { type OrderRow, orderEvents, orderLines, orders } from '../../schema/db/orders';
import { priceCart, type RequestedLine } from '../../schema/rules/cart-totals';
import type { CheckoutFields } from '../../schema/rules/checkout';
import { generateToken } from '../../schema/rules/identifiers';
import { invoiceRecord } from '../../schema/rules/invoices';
import { normaliseAddress, normaliseEmail } from '../../schema/rules/normalise';
import {
  colourRefusal,
  GUEST_COD_UNITS_MESSAGE,
  HELD_METHODS,
  HELD_STATUS,
  MAX_OPEN_UNPAID_PER_CLIENT,
  MAX_OPEN_UNPAID_PER_EMAIL,
  OPEN_UNPAID_PER_CLIENT_MESSAGE,
  OPEN_UNPAID_PER_EMAIL_MESSAGE,
  offersOption,
  overGuestCodUnits,
  productsOverUnitCap,
  sizeRefusal,
  unitsPerProductMessage,
} from '../../schema/rules/order-limits';
import { initialStatus, orderTotals } from '../../schema/rules/orders';
import { variantCondition } from '../../schema/rules/product-condition';
import { offersRaeeTakeBack, RAEE_NOT_OFFERED_MESSAGE } from '../../schema/rules/raee';
import { stockPool, unitsFor } from '../../schema/rules/variants';
import type { PaymentMethod } from '../../schema/vocabulary';
import { ownsVerifiedAddress, type Viewer } from '../accounts/viewer';
import { type SaleCatalogue, saleCatalogue } from '../catalogue/variants';
import { forgetCatalogueVersion } from '../catalogue/version';
import { type Database, violates } from '../db';
import { DomainError } from '../domain-error';
import type { Mailer } from '../mail/mailer';
import { nextNumber } from '../numbering';
import { randomBytes, sha256Hex } from '../random';
import { orderEvent } from '../webhooks/outbox';
import { ORDER_NUMBER_SLOT, orderMail, withOrderNumber } from './order-mail';
import { takeStock } from './stock-units';

export interface OrderRequest {
  fields: CheckoutFields & { paymentMethod: PaymentMethod };
  lines: RequestedLine[];
  idempotencyKey: string;
}

export interface PlacedOrder {
  order: OrderRow;
  accessToken: string;
}

/** Who places the order: the signed-in buyer, if any, and the client's rate-limit key. */
export interface Buyer {
  viewer: Viewer | null;
  client: string;
}

const OUT_OF_STOCK_MESSAGE =
  'Uno o più prodotti non sono più disponibili nella quantità richiesta: aggiorna il carrello e riprova.';

/** The same submission always digests the same, whatever order its keys arrived in. */
function digestOf(request: OrderRequest, viewer: Viewer | null): Promise<string> {
  const { fields, lines } = request;
  const canonical = JSON.stringify({
    owner: viewer?.uid ?? null,
    fields: Object.fromEntries(Object.entries(fields).sort(([a], [b]) => a.localeCompare(b))),
    lines,
  });
  return sha256Hex(canonical);
}

async function findByKey(db: Database, idempotencyKey: string) {
  return db.select().from(orders).where(eq(orders.idempotencyKey, idempotencyKey)).get();
}

/** A repeat of a submission gets the first answer; a reused key with other content does not. */
function replay(existing: OrderRow, digest: string): PlacedOrder {
  if (existing.requestDigest !== digest) {
    throw new DomainError(
      'Questa richiesta di ordine è già stata usata per un ordine diverso. Ricarica la pagina e riprova.',
      'CONFLICT',
    );
  }
  return { order: existing, accessToken: existing.accessToken };
}

/**
 * Refuses, with a message a buyer understands, any line the catalogue cannot fill right now: a
 * product unknown or archived (docs/product.md#archived-products), more units than one order may
 * take, a colour or size the product does not offer, or more than the stock its variant draws on
 * (docs/product.md#checkout, docs/product.md#variants).
 */
function checkAvailability(lines: readonly RequestedLine[], catalogue: SaleCatalogue) {
  const overCap = new Set(productsOverUnitCap(lines));
  const wanted = new Map<string, number>();
  for (const line of lines) {
    if (line.quantity <= 0) {
      throw new DomainError(
        'Ogni prodotto deve avere una quantità di almeno 1.',
        'BAD_USER_INPUT',
        'quantity',
      );
    }
    const product = catalogue.products.get(line.productId);
    if (!product) {
      throw new DomainError(
        'Un prodotto del carrello non è più in catalogo: rimuovilo e riprova.',
        'OUT_OF_STOCK',
      );
    }
    if (product.archivedAtMs !== null) {
      throw new DomainError(
        `${product.name} non è più in vendita: rimuovilo dal carrello e riprova.`,
        'OUT_OF_STOCK',
        'productId',
      );
    }
    if (overCap.has(line.productId)) {
      throw new DomainError(unitsPerProductMessage(product.name), 'BAD_USER_INPUT', 'quantity');
    }
    const colours = product.colors.map((colour) => colour.name);
    if (!offersOption(colours, line.color)) {
      throw new DomainError(colourRefusal(product.name, line.color), 'BAD_USER_INPUT', 'color');
    }
    if (!offersOption(product.sizes, line.size)) {
      throw new DomainError(sizeRefusal(product.name, line.size), 'BAD_USER_INPUT', 'size');
    }
    const variant = catalogue.variantOf(line);
    if (!variant) throw new DomainError(OUT_OF_STOCK_MESSAGE, 'OUT_OF_STOCK');
    const pool = stockPool(product.id, variant);
    const units = (wanted.get(pool) ?? 0) + line.quantity;
    wanted.set(pool, units);
    const left = unitsFor(product, variant);
    if (!product.inStock || left < units) {
      const name =
        variant.stock === null
          ? product.name
          : `${product.name} (${variant.color}, ${variant.size})`;
      throw new DomainError(
        product.inStock && left > 0
          ? `${name}: ne restano solo ${left}. Aggiorna la quantità e riprova.`
          : `${name} è esaurito: rimuovilo dal carrello e riprova.`,
        'OUT_OF_STOCK',
      );
    }
  }
}

/** How many open unpaid orders match `who` (docs/product.md#orders), as a subquery. */
function openUnpaidCount(db: Database, who: SQL | undefined) {
  const held = HELD_METHODS.map((method) =>
    and(eq(orders.paymentMethod, method), eq(orders.status, HELD_STATUS[method])),
  );
  return db
    .select({ n: count() })
    .from(orders)
    .where(and(who, or(...held)));
}

/**
 * 1 while the buyer's open unpaid orders, the new one included, stay within both caps. Written
 * into the batch itself, so concurrent orders from one buyer cannot all slip under the cap.
 */
function withinOpenCaps(db: Database, email: string, clientHash: string) {
  return sql`((${openUnpaidCount(db, eq(orders.email, email))}) <= ${MAX_OPEN_UNPAID_PER_EMAIL}
    AND (${openUnpaidCount(db, eq(orders.clientHash, clientHash))}) <= ${MAX_OPEN_UNPAID_PER_CLIENT})`;
}

/** The refusal of an order over a cap: the e-mail's when that one is full, else the client's. */
async function overOpenCap(db: Database, email: string): Promise<DomainError> {
  const [row] = await openUnpaidCount(db, eq(orders.email, email));
  return (row?.n ?? 0) >= MAX_OPEN_UNPAID_PER_EMAIL
    ? new DomainError(OPEN_UNPAID_PER_EMAIL_MESSAGE, 'LIMIT_REACHED', 'email')
    : new DomainError(OPEN_UNPAID_PER_CLIENT_MESSAGE, 'LIMIT_REACHED');
}

/**
 * Places an order in one D1 batch of seven statements, whatever the cart's size: number, order,
 * lines and timeline together. The stock of every product is taken by one conditional update,
 * and each line records whether it took them all under a CHECK that only allows 1, so a product
 * whose stock was gone meanwhile rolls the whole batch back; the timeline's first entry does the
 * same for the caps on open unpaid orders. The confirmation e-mail and the webhook event
 * (docs/product.md#webhooks) are written in the same batch and queued once it has committed.
 */
export async function placeOrder(
  db: Database,
  request: OrderRequest,
  { viewer, client }: Buyer,
  mail: Mailer,
  now = new Date(),
): Promise<PlacedOrder> {
  const digest = await digestOf(request, viewer);
  const existing = await findByKey(db, request.idempotencyKey);
  if (existing) return replay(existing, digest);

  if (
    overGuestCodUnits(request.fields.paymentMethod, request.lines, viewer?.emailVerified === true)
  ) {
    throw new DomainError(GUEST_COD_UNITS_MESSAGE, 'BAD_USER_INPUT', 'paymentMethod');
  }
  const catalogue = await saleCatalogue(db, request.lines);
  checkAvailability(request.lines, catalogue);
  if (request.fields.raeeTakeBack && !offersRaeeTakeBack([...catalogue.products.values()])) {
    throw new DomainError(RAEE_NOT_OFFERED_MESSAGE, 'BAD_USER_INPUT', 'raeeTakeBack');
  }

  const { lines: priced } = priceCart(request.lines, catalogue.entry);
  const { fields } = request;
  const totals = orderTotals(
    priced.map((l) => ({ price: l.unitPrice, quantity: l.quantity })),
    fields.paymentMethod,
  );
  const id = generateToken(randomBytes, 16);
  const accessToken = generateToken(randomBytes);
  const status = initialStatus(fields.paymentMethod);
  const email = normaliseEmail(fields.email);
  const clientHash = await sha256Hex(client);
  const numbered = nextNumber(db, 'order', now);
  const at = now.getTime();

  const lines = priced.map((line, position) => {
    const product = catalogue.products.get(line.productId);
    const variant = catalogue.variantOf(line);
    if (!product || !variant)
      throw new Error(`Product ${line.productId} vanished after the availability check`);
    return {
      orderId: id,
      position,
      productId: line.productId,
      name: product.name,
      brand: product.brand,
      image: product.images[0] ?? '',
      color: line.color,
      size: line.size,
      variantId: variant.id,
      sku: variant.sku,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      lineTotal: line.lineTotal,
      // The variant's grade when it has its own (docs/product.md#condition-and-grades).
      ...variantCondition(product, variant),
    };
  });
  // Every variant's and product's units in two statements, whatever the number of lines.
  const stock = takeStock(db, lines, at);
  // The lines in one insert from one bound JSON array (D1 binds at most 100 values a statement),
  // each recording whether the update took every product's stock: the check refuses anything else.
  const insertLines = db
    .insert(orderLines)
    .select(
      sql`SELECT ${id}, value ->> 'position', value ->> 'productId', value ->> 'name', value ->> 'brand', value ->> 'image', value ->> 'color', value ->> 'size', value ->> 'variantId', value ->> 'sku', value ->> 'unitPrice', value ->> 'quantity', value ->> 'lineTotal', value ->> 'condition', value ->> 'grade', value ->> 'batteryHealth', changes() = ${stock.productIds.length} FROM json_each(${JSON.stringify(lines)})`,
    );
  const order = {
    id,
    accessToken,
    idempotencyKey: request.idempotencyKey,
    requestDigest: digest,
    ownerUid: viewer?.uid ?? null,
    status,
    paymentMethod: fields.paymentMethod,
    email,
    firstName: fields.firstName.trim(),
    lastName: fields.lastName.trim(),
    phone: fields.phone.trim(),
    ...normaliseAddress(fields),
    ...invoiceRecord(fields),
    notes: fields.notes.trim() || null,
    raeeTakeBack: fields.raeeTakeBack,
    subtotal: totals.subtotal,
    shipping: totals.shipping,
    taxes: totals.taxes,
    total: totals.total,
    clientHash,
    createdAtMs: at,
    updatedAtMs: at,
  };
  const confirmation = orderMail(
    db,
    'confirmation',
    ORDER_NUMBER_SLOT,
    {
      origin: mail.origin,
      order: { ...order, number: ORDER_NUMBER_SLOT },
      lines,
    },
    at,
    ownsVerifiedAddress(viewer, email),
  );

  try {
    await db.batch([
      numbered.advance,
      db.insert(orders).values({ ...order, number: numbered.number }),
      ...stock.statements,
      insertLines,
      db.insert(orderEvents).values({
        orderId: id,
        status,
        allowed: withinOpenCaps(db, email, clientHash),
        createdAtMs: at,
      }),
      confirmation.statement,
      withOrderNumber(db, confirmation.id, numbered.number),
      ...orderEvent(db, mail, 'order_placed', { ...order, number: numbered.number }, status, at),
    ] as const);
  } catch (error) {
    if (violates(error, 'orders.idempotency_key')) {
      // The same submission raced itself and the other copy won: answer as it did.
      const winner = await findByKey(db, request.idempotencyKey);
      if (winner) return replay(winner, digest);
    }
    // A line's stock gone meanwhile: the products' update fell short, a variant's own stock would
    // go below zero, or its variant was removed.
    if (
      violates(error, 'order_lines_stock_taken') ||
      violates(error, 'product_variants_stock_not_negative') ||
      violates(error, 'FOREIGN KEY constraint failed')
    ) {
      throw new DomainError(OUT_OF_STOCK_MESSAGE, 'OUT_OF_STOCK');
    }
    if (violates(error, 'order_events_allowed')) throw await overOpenCap(db, email);
    throw error;
  }

  mail.dispatch([confirmation.id]);
  forgetCatalogueVersion();
  const placed = await db.select().from(orders).where(eq(orders.id, id)).get();
  if (!placed) throw new Error(`Order ${id} was written but cannot be read back`);
  return { order: placed, accessToken };
}
