import { and, desc, eq, inArray, or } from 'drizzle-orm';
import { products } from '../../schema/db/catalogue';
import { orderLines, orders } from '../../schema/db/orders';
import { quoteRequests, type RepairRow, repairs, shippingForms } from '../../schema/db/repairs';
import {
  type AccountDevice,
  accountDevices,
  DEVICE_PRODUCT_CATEGORIES,
  deviceCategoryOfProduct,
} from '../../schema/rules/account-devices';
import { DEVICE_CATEGORY, type RequestKind, type RequestStatus } from '../../schema/vocabulary';
import type { Database } from '../db';
import { byNewest, type ListedRows, newestFirst, olderThan } from '../newest-first';
import type { Viewer } from './viewer';

/** The most repairs, and requests, an account lists (docs/product.md#accounts). */
export const MAX_ACCOUNT_LISTED = 50;

/** How far back the devices look, in requests and in order lines. */
const DEVICE_SOURCES = 50;

/**
 * The e-mail an account may see repairs of: its own, once verified. An unverified address could
 * be anyone's, so it shows no repair at all.
 */
export function verifiedEmailOf(viewer: Viewer): string | null {
  return viewer.emailVerified ? viewer.email : null;
}

/** What the lists' own fields read: the newest MAX_ACCOUNT_LISTED. */
const NEWEST: ListedRows = { after: null, limit: MAX_ACCOUNT_LISTED };

/** The repairs whose intake e-mail is the viewer's verified e-mail, newest first. */
export async function repairsOfViewer(
  db: Database,
  viewer: Viewer,
  rows: ListedRows = NEWEST,
): Promise<RepairRow[]> {
  const email = verifiedEmailOf(viewer);
  if (!email) return [];
  return db
    .select()
    .from(repairs)
    .where(and(eq(repairs.email, email), olderThan(repairs.createdAtMs, repairs.id, rows.after)))
    .orderBy(...newestFirst(repairs.createdAtMs, repairs.id))
    .limit(rows.limit);
}

/** A quote request or shipping form as its sender's account lists it. */
export interface AccountRequest {
  id: string;
  number: string;
  kind: RequestKind;
  status: RequestStatus;
  device: string;
  /** The repair it became, if staff opened one. */
  repairCode: string | null;
  createdAtMs: number;
}

/** The quote requests and shipping forms the account sent while signed in, newest first. */
export async function requestsOfAccount(
  db: Database,
  uid: string,
  rows: ListedRows = NEWEST,
): Promise<AccountRequest[]> {
  const [quotes, forms] = await Promise.all([
    db
      .select({
        id: quoteRequests.id,
        number: quoteRequests.number,
        status: quoteRequests.status,
        category: quoteRequests.deviceCategory,
        brand: quoteRequests.brand,
        model: quoteRequests.model,
        repairCode: repairs.code,
        createdAtMs: quoteRequests.createdAtMs,
      })
      .from(quoteRequests)
      .leftJoin(repairs, eq(repairs.id, quoteRequests.repairId))
      .where(
        and(
          eq(quoteRequests.accountUid, uid),
          olderThan(quoteRequests.createdAtMs, quoteRequests.id, rows.after),
        ),
      )
      .orderBy(...newestFirst(quoteRequests.createdAtMs, quoteRequests.id))
      .limit(rows.limit),
    db
      .select({
        id: shippingForms.id,
        number: shippingForms.number,
        status: shippingForms.status,
        device: shippingForms.device,
        repairCode: repairs.code,
        createdAtMs: shippingForms.createdAtMs,
      })
      .from(shippingForms)
      .leftJoin(repairs, eq(repairs.id, shippingForms.repairId))
      .where(
        and(
          eq(shippingForms.accountUid, uid),
          olderThan(shippingForms.createdAtMs, shippingForms.id, rows.after),
        ),
      )
      .orderBy(...newestFirst(shippingForms.createdAtMs, shippingForms.id))
      .limit(rows.limit),
  ]);
  const all: AccountRequest[] = [
    ...quotes.map(({ category, brand, model, ...quote }) => ({
      ...quote,
      kind: 'preventivo' as const,
      device: `${DEVICE_CATEGORY.label(category)} ${brand} ${model}`,
    })),
    ...forms.map((form) => ({ ...form, kind: 'spedizione' as const })),
  ];
  return all.sort(byNewest).slice(0, rows.limit);
}

/**
 * The devices the account has had repaired or asked about (the quote requests it sent while
 * signed in, and those behind the repairs of its verified e-mail) and bought (its orders'
 * products that are devices), newest first. A request that only carries the account's e-mail,
 * typed by anyone, adds nothing (docs/product.md#accounts). Shipping forms name a device in free
 * text, with no kind, and are left out.
 */
export async function devicesOfViewer(db: Database, viewer: Viewer): Promise<AccountDevice[]> {
  const email = verifiedEmailOf(viewer);
  const sentBy = eq(quoteRequests.accountUid, viewer.uid);
  const [asked, bought] = await Promise.all([
    db
      .select({
        category: quoteRequests.deviceCategory,
        brand: quoteRequests.brand,
        model: quoteRequests.model,
        atMs: quoteRequests.createdAtMs,
      })
      .from(quoteRequests)
      .leftJoin(repairs, eq(repairs.id, quoteRequests.repairId))
      .where(email ? or(sentBy, eq(repairs.email, email)) : sentBy)
      .orderBy(desc(quoteRequests.createdAtMs))
      .limit(DEVICE_SOURCES),
    db
      .select({
        categoryId: products.categoryId,
        brand: orderLines.brand,
        model: orderLines.name,
        atMs: orders.createdAtMs,
      })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .innerJoin(products, eq(products.id, orderLines.productId))
      .where(
        and(
          eq(orders.ownerUid, viewer.uid),
          inArray(products.categoryId, DEVICE_PRODUCT_CATEGORIES),
        ),
      )
      .orderBy(desc(orders.createdAtMs))
      .limit(DEVICE_SOURCES),
  ]);
  return accountDevices([
    ...asked,
    ...bought.flatMap(({ categoryId, ...line }) => {
      const category = deviceCategoryOfProduct(categoryId);
      return category ? [{ ...line, category }] : [];
    }),
  ]);
}
