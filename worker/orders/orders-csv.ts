import { and, asc, gte, lt } from 'drizzle-orm';
import { type OrderRow, orders } from '../../schema/db/orders';
import { csvLine } from '../../schema/rules/csv';
import { billingAddressOf, invoiceHolder, invoiceKindOf } from '../../schema/rules/invoices';
import {
  EXPORT_MESSAGES,
  exportAmount,
  exportDateTime,
  exportRange,
  MAX_EXPORT_ORDERS,
} from '../../schema/rules/order-export';
import { INVOICE_KIND, ORDER_STATUS, PAYMENT_METHOD } from '../../schema/vocabulary';
import { type AuditActor, audit } from '../admin/audit';
import type { Database } from '../db';
import { DomainError } from '../domain-error';

const HEADER = [
  'numero',
  'data',
  'stato',
  'pagamento',
  'cliente',
  'email',
  'subtotale',
  'spedizione',
  'iva',
  'totale',
  'fattura',
  'intestatario',
  'cf_piva',
  'codice_sdi',
  'pec',
  'indirizzo_fatturazione',
  'cap_fatturazione',
  'citta_fatturazione',
  'provincia_fatturazione',
  'ritiro_raee',
];

const COLUMNS = {
  number: orders.number,
  createdAtMs: orders.createdAtMs,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  firstName: orders.firstName,
  lastName: orders.lastName,
  email: orders.email,
  subtotal: orders.subtotal,
  shipping: orders.shipping,
  taxes: orders.taxes,
  total: orders.total,
  street: orders.street,
  postalCode: orders.postalCode,
  city: orders.city,
  province: orders.province,
  invoiceTaxCode: orders.invoiceTaxCode,
  invoiceCompany: orders.invoiceCompany,
  invoiceSdiCode: orders.invoiceSdiCode,
  invoicePec: orders.invoicePec,
  billingStreet: orders.billingStreet,
  billingPostalCode: orders.billingPostalCode,
  billingCity: orders.billingCity,
  billingProvince: orders.billingProvince,
  raeeTakeBack: orders.raeeTakeBack,
};

type ExportedOrder = Pick<OrderRow, keyof typeof COLUMNS>;

/** The invoice's cells: empty without one; the billing address is the shipping one unless given. */
function invoiceCells(row: ExportedOrder): string[] {
  if (!row.invoiceTaxCode) return Array(9).fill('');
  const billing = billingAddressOf(row) ?? row;
  return [
    INVOICE_KIND.label(invoiceKindOf(row.invoiceTaxCode)),
    invoiceHolder(row),
    row.invoiceTaxCode,
    row.invoiceSdiCode ?? '',
    row.invoicePec ?? '',
    billing.street,
    billing.postalCode,
    billing.city,
    billing.province,
  ];
}

/**
 * The orders placed between two Rome days (both included), oldest first, as CSV with their totals,
 * invoice details and whether the buyer asked for the RAEE take-back, safe to open in a spreadsheet. At most MAX_EXPORT_ORDERS: a busier range
 * is refused, never cut short. Customers' data leaving the shop is on the record: no export
 * without its audit row (docs/product.md#staff-area).
 */
export async function ordersCsv(
  db: Database,
  actor: AuditActor,
  from: string,
  to: string,
): Promise<string> {
  const range = exportRange(from, to);
  if (!range.ok) throw new DomainError(range.message, 'BAD_USER_INPUT', range.field);
  const rows = await db
    .select(COLUMNS)
    .from(orders)
    .where(and(gte(orders.createdAtMs, range.fromMs), lt(orders.createdAtMs, range.untilMs)))
    .orderBy(asc(orders.createdAtMs), asc(orders.number))
    .limit(MAX_EXPORT_ORDERS + 1);
  if (rows.length > MAX_EXPORT_ORDERS) {
    throw new DomainError(EXPORT_MESSAGES.tooMany, 'BAD_USER_INPUT', 'to');
  }
  await audit(db, actor, {
    action: 'export.orders',
    entityType: 'export',
    entityId: `${from}..${to}`,
    summary: `Esportati ${rows.length} ordini dal ${from} al ${to}`,
  });
  return [
    csvLine(HEADER),
    ...rows.map((row) =>
      csvLine([
        row.number,
        exportDateTime(row.createdAtMs),
        ORDER_STATUS.label(row.status),
        PAYMENT_METHOD.label(row.paymentMethod),
        `${row.firstName} ${row.lastName}`,
        row.email,
        exportAmount(row.subtotal),
        exportAmount(row.shipping),
        exportAmount(row.taxes),
        exportAmount(row.total),
        ...invoiceCells(row),
        row.raeeTakeBack ? 'sì' : 'no',
      ]),
    ),
  ].join('\n');
}
