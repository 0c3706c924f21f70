import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import {
  type OrderReturnLineRow,
  type OrderReturnRow,
  orderReturnEvents,
  orderReturnLines,
  orderReturns,
} from '../../schema/db/order-returns';
import {
  type OrderLineRow,
  type OrderRow,
  orderEvents,
  orderLines,
  orders,
} from '../../schema/db/orders';
import { formatPrice } from '../../schema/rules/money';
import {
  MAX_RETURNS_PER_ORDER,
  NEXT_RETURN_STATUS,
  NOT_DELIVERED_MESSAGE,
  REFUSABLE_RETURNS,
  RETURNS_TO_HANDLE,
  type ReturnedLine,
  refundDue,
  refundProblem,
  returnableUnits,
  returnLinesProblem,
  TOO_MANY_RETURNS_MESSAGE,
  windowClosedMessage,
  withdrawalStatement,
  withdrawalWindow,
} from '../../schema/rules/withdrawal';
import { RETURN_STATUS, type ReturnStatus } from '../../schema/vocabulary';
import type { Viewer } from '../accounts/viewer';
import { audit } from '../admin/audit';
import { matchesAny, paginate, type StaffListArgs, staffList } from '../admin/paging';
import { forgetCatalogueVersion } from '../catalogue/version';
import { type Database, violates } from '../db';
import { DomainError } from '../domain-error';
import type { Mailer } from '../mail/mailer';
import { newEmail } from '../mail/outbox';
import type { MailOrderLine } from '../mail/templates/orders';
import type { MailInput } from '../mail/templates/registry';
import type { ReturnMail } from '../mail/templates/returns';
import { nextNumber } from '../numbering';
import { returnEvent } from '../webhooks/outbox';
import { createOrderLoaders, mayRead, type OrderLoaders } from './order-loaders';
import { ORDER_NUMBER_SLOT, withOrderNumber } from './order-mail';
import type { Mover } from './order-moves';
import { restockStatements } from './stock-units';

/**
 * The return e-mails' kinds, as the outbox and "Posta inviata" name them; their reference is the
 * return's number (the request's subject also names the order).
 */
const RETURN_MAIL_KIND = {
  richiesto: 'return.requested',
  accettato: 'return.accepted',
  ricevuto: 'return.received',
  rimborsato: 'return.refunded',
  rifiutato: 'return.refused',
} as const satisfies Record<ReturnStatus, string>;

function returnMail<S extends ReturnStatus>(
  db: Database,
  status: S,
  ref: string,
  input: MailInput<(typeof RETURN_MAIL_KIND)[S]>,
  at: number,
) {
  return newEmail(db, RETURN_MAIL_KIND[status], ref, input, at);
}

/** The units a return gives back, as the e-mails list them. */
function mailLines(
  ordered: readonly OrderLineRow[],
  returned: readonly ReturnedLine[],
): MailOrderLine[] {
  return returned.flatMap((line) => {
    const bought = ordered.find((o) => o.position === line.position);
    return bought
      ? [{ ...bought, quantity: line.quantity, lineTotal: bought.unitPrice * line.quantity }]
      : [];
  });
}

const ORDER_NOT_FOUND = 'Ordine non trovato.';

const RETURN_CHANGED_MEANWHILE =
  'Il reso è stato aggiornato da qualcun altro: ricarica la pagina e riprova.';

const UNITS_TAKEN_MEANWHILE =
  'Questi prodotti sono appena stati inclusi in un’altra richiesta di reso: ricarica la pagina.';

function orderOf(db: Database, id: string) {
  return db.select().from(orders).where(eq(orders.id, id)).get();
}

function orderLinesOf(db: Database, orderId: string) {
  return db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
}

/** The units an order's returns give back; a refused return gives none (countsAsReturned). */
function returnedLinesOf(db: Database, orderId: string) {
  return db
    .select({
      returnId: orderReturnLines.returnId,
      position: orderReturnLines.position,
      quantity: orderReturnLines.quantity,
    })
    .from(orderReturnLines)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
    .where(and(eq(orderReturnLines.orderId, orderId), ne(orderReturns.status, 'rifiutato')));
}

/**
 * Whether the units of a line returned so far plus `quantity` fit in what was ordered; position
 * and quantity are a line's, as values or as the columns of the rows an insert reads.
 */
function fitsOrdered(orderId: string, position: SQL, quantity: SQL): SQL<number> {
  return sql<number>`(SELECT ${orderLines.quantity} FROM ${orderLines} WHERE ${orderLines.orderId} = ${orderId} AND ${orderLines.position} = ${position}) >= (SELECT coalesce(sum(${orderReturnLines.quantity}), 0) FROM ${orderReturnLines} WHERE ${orderReturnLines.orderId} = ${orderId} AND ${orderReturnLines.position} = ${position} AND ${orderReturnLines.returnId} NOT IN (SELECT ${orderReturns.id} FROM ${orderReturns} WHERE ${orderReturns.orderId} = ${orderId} AND ${orderReturns.status} = 'rifiutato')) + ${quantity}`;
}

/** What the customer sends with the withdrawal form. */
export interface WithdrawalRequest {
  orderId: string;
  token: string | null;
  lines: readonly ReturnedLine[];
  name: string;
  address: string;
  reason: string | null;
}

/**
 * The customer withdraws from (part of) a delivered order within 14 days: the request, its lines
 * (each refused by a CHECK if it would return more than was ordered, whatever raced it), its
 * first step and the confirmation e-mail go in one batch (docs/product.md#withdrawal).
 */
export async function requestWithdrawal(
  db: Database,
  viewer: Viewer | null,
  request: WithdrawalRequest,
  mail: Mailer,
): Promise<OrderRow> {
  const order = await orderOf(db, request.orderId);
  if (!order || !mayRead(order, viewer, request.token)) {
    throw new DomainError(ORDER_NOT_FOUND, 'NOT_FOUND', 'orderId');
  }
  const at = Date.now();
  const timeline = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, order.id))
    .orderBy(asc(orderEvents.createdAtMs), asc(orderEvents.id));
  const window = withdrawalWindow(order.status, timeline, at);
  if (!window.delivered) throw new DomainError(NOT_DELIVERED_MESSAGE, 'BAD_USER_INPUT', 'orderId');
  if (!window.open)
    throw new DomainError(windowClosedMessage(window.until), 'BAD_USER_INPUT', 'orderId');
  const [ordered, returned] = await Promise.all([
    orderLinesOf(db, order.id),
    returnedLinesOf(db, order.id),
  ]);
  if (new Set(returned.map((line) => line.returnId)).size >= MAX_RETURNS_PER_ORDER) {
    throw new DomainError(TOO_MANY_RETURNS_MESSAGE, 'BAD_USER_INPUT', 'lines');
  }
  const problem = returnLinesProblem(request.lines, returnableUnits(ordered, returned));
  if (problem) throw new DomainError(problem, 'BAD_USER_INPUT', 'lines');
  const lines = request.lines.filter((line) => line.quantity > 0);
  const goods = mailLines(ordered, lines);

  const id = crypto.randomUUID();
  const number = nextNumber(db, 'return', new Date(at));
  const statement = withdrawalStatement({
    orderNumber: order.number,
    orderedAt: order.createdAtMs,
    deliveredAt: window.deliveredAt,
    lines: goods,
    name: request.name,
    address: request.address,
    date: at,
  });
  const email = returnMail(
    db,
    'richiesto',
    ORDER_NUMBER_SLOT,
    {
      origin: mail.origin,
      order,
      returnNumber: ORDER_NUMBER_SLOT,
      lines: goods,
      statement,
    },
    at,
  );
  try {
    await db.batch([
      number.advance,
      db.insert(orderReturns).values({
        id,
        number: number.number,
        orderId: order.id,
        status: 'richiesto',
        statement,
        reason: request.reason?.trim() || null,
        createdAtMs: at,
        updatedAtMs: at,
      }),
      // Every line in one insert from one bound JSON array (D1 binds at most 100 values a
      // statement, and takes at most 100 statements a batch), each under its own check.
      db
        .insert(orderReturnLines)
        .select(
          sql`SELECT ${id}, ${order.id}, value ->> 'position', value ->> 'quantity', ${fitsOrdered(order.id, sql`value ->> 'position'`, sql`value ->> 'quantity'`)} FROM json_each(${JSON.stringify(lines)})`,
        ),
      db.insert(orderReturnEvents).values({ returnId: id, status: 'richiesto', createdAtMs: at }),
      email.statement,
      withOrderNumber(db, email.id, number.number),
      ...returnEvent(
        db,
        mail,
        'return_requested',
        { number: number.number, status: 'richiesto' },
        order.number,
        at,
      ),
    ]);
  } catch (error) {
    if (violates(error, 'order_return_lines_allowed')) {
      throw new DomainError(UNITS_TAKEN_MEANWHILE, 'CONFLICT', 'lines');
    }
    throw error;
  }
  mail.dispatch([email.id]);
  return order;
}

async function returnById(db: Database, id: string): Promise<OrderReturnRow> {
  const row = await db.select().from(orderReturns).where(eq(orderReturns.id, id)).get();
  if (!row) throw new DomainError('Reso non trovato.', 'NOT_FOUND', 'id');
  return row;
}

/** Whether return `a` was refunded before return `b`: refunded is final, so its last update. */
const refundedBefore = (a: OrderReturnRow, b: OrderReturnRow) =>
  a.updatedAtMs < b.updatedAtMs || (a.updatedAtMs === b.updatedAtMs && a.number < b.number);

/**
 * What a return refunds at most, from the returns of its order already refunded (before it, for
 * one refunded itself): not from those merely requested, which may still be refused, so the
 * shipping goes back once, with the refund that completes the order (docs/product.md#withdrawal).
 * Read through the request's loaders, so a staff page of returns costs a few statements, not a
 * few per return. `refunded` is how many returns of the order were refunded when it was read.
 */
export async function refundDueFor(
  loaders: OrderLoaders,
  ret: OrderReturnRow,
): Promise<{ due: number; refunded: number }> {
  const [order, ordered, all] = await Promise.all([
    loaders.returns.order.load(ret.orderId),
    loaders.lines.load(ret.orderId),
    loaders.returns.ofOrder.load(ret.orderId),
  ]);
  const refunded = all.filter((r) => r.status === 'rimborsato');
  const earlier = refunded.filter(
    (r) => r.id !== ret.id && (ret.status !== 'rimborsato' || refundedBefore(r, ret)),
  );
  const [returned, ...before] = await Promise.all(
    [ret, ...earlier].map((r) => loaders.returns.lines.load(r.id)),
  );
  return {
    due: refundDue({ total: order?.total ?? 0, lines: ordered }, before, returned ?? []),
    refunded: refunded.length,
  };
}

/**
 * A staff step: from the state the staff saw, to the one after it (`refund` for the last), or to
 * `rifiutato` with the reason the customer reads.
 */
export interface ReturnStep {
  from: ReturnStatus;
  to: ReturnStatus;
  refund?: { amount: number | null; note: string | null };
  refusal?: string;
}

/** Whether staff may move a return from one state to the other (docs/product.md#withdrawal). */
const mayStep = (from: ReturnStatus, to: ReturnStatus) =>
  to === 'rifiutato' ? REFUSABLE_RETURNS.includes(from) : NEXT_RETURN_STATUS[from] === to;

/** Each step's audit action and what its summary says happened. */
const STEP_AUDIT: Record<ReturnStatus, { action: string; summary: string }> = {
  richiesto: { action: 'return.request', summary: 'richiesto' },
  accettato: { action: 'return.accept', summary: 'accettato' },
  ricevuto: { action: 'return.receive', summary: 'ricevuto, pezzi rimessi a magazzino' },
  rimborsato: { action: 'return.refund', summary: 'rimborsato' },
  rifiutato: { action: 'return.refuse', summary: 'rifiutato' },
};

/** A return as a step reads it: the return, its order, the order's lines and the return's. */
export interface StepSubject {
  ret: OrderReturnRow;
  order: OrderRow;
  ordered: OrderLineRow[];
  lines: OrderReturnLineRow[];
}

/** A refund worked out for a return: the amount, its note, the order's refunds when worked out. */
interface ReturnRefund {
  amount: number;
  note: string | null;
  refundedBefore: number;
}

/** A step checked and ready to write. */
export interface CheckedStep {
  subject: StepSubject;
  from: ReturnStatus;
  to: ReturnStatus;
  refund: ReturnRefund | null;
  refusal: string | null;
}

/** Reads a return for a step, with its order and lines. */
export async function stepSubject(db: Database, id: string): Promise<StepSubject> {
  const ret = await returnById(db, id);
  const [order, ordered, lines] = await Promise.all([
    orderOf(db, ret.orderId),
    orderLinesOf(db, ret.orderId),
    db.select().from(orderReturnLines).where(eq(orderReturnLines.returnId, id)),
  ]);
  if (!order) throw new DomainError(ORDER_NOT_FOUND, 'NOT_FOUND', 'id');
  return { ret, order, ordered, lines };
}

/** How many returns of the order are refunded now: what a refund's amount hangs on. */
export async function refundedReturns(db: Database, orderId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orderReturns)
    .where(and(eq(orderReturns.orderId, orderId), eq(orderReturns.status, 'rimborsato')));
  return row?.n ?? 0;
}

/**
 * Checks a staff step against the return as it is: from the state the staff saw, to one it may
 * go to; a refund of at most what is due (less only with a note); a refusal with its reason.
 */
export async function checkStep(db: Database, id: string, step: ReturnStep): Promise<CheckedStep> {
  const { from, to } = step;
  const subject = await stepSubject(db, id);
  const { ret } = subject;
  if (ret.status !== from) throw new DomainError(RETURN_CHANGED_MEANWHILE, 'CONFLICT', 'status');
  if (!mayStep(from, to)) {
    throw new DomainError(
      `Un reso «${RETURN_STATUS.label(from)}» non può passare a «${RETURN_STATUS.label(to)}».`,
      'BAD_USER_INPUT',
      'status',
    );
  }
  let refund: ReturnRefund | null = null;
  if (to === 'rimborsato') {
    const { due, refunded } = await refundDueFor(createOrderLoaders(db), ret);
    const amount = step.refund?.amount ?? due;
    const note = step.refund?.note?.trim() || null;
    const problem = refundProblem(amount, due, note);
    if (problem)
      throw new DomainError(
        problem,
        'BAD_USER_INPUT',
        amount > due || amount < 0 ? 'amount' : 'note',
      );
    refund = { amount, note: amount < due ? note : null, refundedBefore: refunded };
  }
  const refusal = to === 'rifiutato' ? (step.refusal?.trim() ?? '') : null;
  if (refusal === '') {
    throw new DomainError('Spiega al cliente perché rifiuti il reso.', 'BAD_USER_INPUT', 'reason');
  }
  return { subject, from, to, refund, refusal };
}

/**
 * Moves a return one step on, only from the state the staff saw: the update, its step (whose
 * CHECK rolls the batch back when the return moved meanwhile), the audit row, the restock when
 * the goods arrive and the customer's e-mail all go in one batch, so two staff clicking make one
 * step and restock once (docs/product.md#withdrawal).
 */
export async function stepReturn(
  db: Database,
  actor: Mover,
  id: string,
  step: ReturnStep,
  mail: Mailer,
): Promise<OrderRow> {
  return writeStep(db, actor, await checkStep(db, id, step), mail);
}

/**
 * Writes a checked step in one batch, with `extra` statements of the caller's (a provider's
 * event recorded once, its refund settled) in the same batch.
 */
export async function writeStep(
  db: Database,
  actor: Mover,
  step: CheckedStep,
  mail: Mailer,
  extra: BatchItem<'sqlite'>[] = [],
): Promise<OrderRow> {
  const { subject, from, to, refund, refusal } = step;
  const { ret, order, ordered, lines } = subject;
  const id = ret.id;
  const at = Date.now();
  const message: ReturnMail = {
    origin: mail.origin,
    order,
    returnNumber: ret.number,
    lines: mailLines(ordered, lines),
  };
  const email =
    to === 'accettato' || to === 'ricevuto'
      ? returnMail(db, to, ret.number, message, at)
      : refusal !== null
        ? returnMail(db, 'rifiutato', ret.number, { ...message, reason: refusal }, at)
        : returnMail(
            db,
            'rimborsato',
            ret.number,
            { ...message, amount: refund?.amount ?? 0, note: refund?.note ?? null },
            at,
          );
  const restock =
    to === 'ricevuto' ? restockStatements(db, returnedProducts(ordered, lines), at) : [];
  try {
    await db.batch([
      db
        .update(orderReturns)
        .set({
          status: to,
          updatedAtMs: at,
          ...(refund ? { refundAmount: refund.amount, refundNote: refund.note } : {}),
          ...(refusal !== null ? { refusalReason: refusal } : {}),
        })
        .where(
          and(
            eq(orderReturns.id, id),
            eq(orderReturns.status, from),
            // What is due hangs on the refunds already made: another one meanwhile voids it.
            refund ? refundsUnchanged(ret.orderId, refund.refundedBefore) : undefined,
          ),
        ),
      db.insert(orderReturnEvents).values({
        returnId: id,
        status: to,
        actorUid: actor.uid,
        actorEmail: actor.email,
        allowed: sql`changes()`,
        createdAtMs: at,
      }),
      ...restock,
      audit(
        db,
        actor,
        {
          action: STEP_AUDIT[to].action,
          entityType: 'order',
          entityId: order.id,
          summary: `${ret.number} (${order.number}) ${STEP_AUDIT[to].summary}${refund ? `: ${formatPrice(refund.amount)}` : ''}`,
        },
        at,
      ),
      email.statement,
      ...extra,
      ...(to === 'rimborsato'
        ? returnEvent(
            db,
            mail,
            'return_refunded',
            { number: ret.number, status: to, refundAmount: refund?.amount ?? 0 },
            order.number,
            at,
          )
        : []),
    ]);
  } catch (error) {
    if (violates(error, 'order_return_events_allowed')) {
      throw new DomainError(RETURN_CHANGED_MEANWHILE, 'CONFLICT', 'status');
    }
    throw error;
  }
  mail.dispatch([email.id]);
  if (restock.length) forgetCatalogueVersion();
  return order;
}

/** Whether the order still has exactly `count` refunded returns, as when the refund was worked out. */
function refundsUnchanged(orderId: string, count: number): SQL {
  return sql`(SELECT count(*) FROM ${orderReturns} WHERE ${orderReturns.orderId} = ${orderId} AND ${orderReturns.status} = 'rimborsato') = ${count}`;
}

/** The products and units a return puts back on the shelf. */
function returnedProducts(ordered: readonly OrderLineRow[], lines: readonly OrderReturnLineRow[]) {
  return lines.flatMap((line) => {
    const bought = ordered.find((o) => o.position === line.position);
    return bought
      ? [{ productId: bought.productId, variantId: bought.variantId, quantity: line.quantity }]
      : [];
  });
}

export async function countReturnsToHandle(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orderReturns)
    .where(inArray(orderReturns.status, [...RETURNS_TO_HANDLE]));
  return row?.n ?? 0;
}

/**
 * The staff's list of returns: newest first, searched by number, either one state or (`toHandle`)
 * those still waiting for a staff step.
 */
export function listReturns(
  db: Database,
  args: StaffListArgs<ReturnStatus> & { toHandle: boolean },
) {
  const r = orderReturns;
  if (!args.toHandle) {
    return staffList(
      db,
      r,
      { newest: r.createdAtMs, status: r.status, searched: [r.number] },
      args,
    );
  }
  const where = and(inArray(r.status, [...RETURNS_TO_HANDLE]), matchesAny([r.number], args.search));
  return paginate(db, r, r.createdAtMs, where, args);
}
