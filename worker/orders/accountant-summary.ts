import { and, asc, between, gte, isNotNull, lt, ne, sum } from 'drizzle-orm';
import { salesDays } from '../../schema/db/figures';
import { orders } from '../../schema/db/orders';
import { csvLine } from '../../schema/rules/csv';
import { FIGURES_MESSAGES, monthDays, vatParts } from '../../schema/rules/figures';
import { invoiceHolder } from '../../schema/rules/invoices';
import {
  EXPORT_MESSAGES,
  exportAmount,
  exportDateTime,
  MAX_EXPORT_ORDERS,
} from '../../schema/rules/order-export';
import { romeDaysSpan } from '../../schema/rules/rome-days';
import { type AuditActor, audit } from '../admin/audit';
import type { Database } from '../db';
import { DomainError } from '../domain-error';

const total = (column: Parameters<typeof sum>[0]) => sum(column).mapWith(Number);

function daysOf(month: string) {
  const days = monthDays(month);
  if (!days) throw new DomainError(FIGURES_MESSAGES.month, 'BAD_USER_INPUT', 'month');
  return days;
}

/**
 * A month's sales and refunds for the accountant (docs/product.md#numeri): sales as the shop
 * charged them (net, shipping, IVA at 22% of the net), refunds parted into their taxable amount
 * and IVA, and how many orders asked for an invoice. Read from the daily figures: at most one row
 * per day and payment method.
 */
export async function accountantSummary(db: Database, month: string) {
  const { from, to } = daysOf(month);
  const row = await db
    .select({
      orders: total(salesDays.orders),
      taxable: total(salesDays.subtotal),
      shipping: total(salesDays.shipping),
      vat: total(salesDays.taxes),
      total: total(salesDays.total),
      invoicesRequested: total(salesDays.invoices),
      refunds: total(salesDays.refunds),
      refunded: total(salesDays.refunded),
    })
    .from(salesDays)
    .where(between(salesDays.day, from, to))
    .get();
  const refunded = row?.refunded ?? 0;
  const parts = vatParts(refunded);
  return {
    month: month.trim(),
    orders: row?.orders ?? 0,
    taxable: row?.taxable ?? 0,
    shipping: row?.shipping ?? 0,
    vat: row?.vat ?? 0,
    total: row?.total ?? 0,
    invoicesRequested: row?.invoicesRequested ?? 0,
    refunds: row?.refunds ?? 0,
    refunded,
    refundedTaxable: parts.taxable,
    refundedVat: parts.vat,
  };
}

const INVOICE_HEADER = [
  'numero',
  'data',
  'intestatario',
  'cf_piva',
  'codice_sdi',
  'pec',
  'imponibile',
  'spedizione',
  'iva',
  'totale',
];

/**
 * The accountant's CSV of a month: the summary's lines, then the invoices asked for by orders
 * not cancelled, read through the index holding only orders with an invoice; a month with more
 * than MAX_EXPORT_ORDERS is refused, never cut short. On the record like every export.
 */
export async function accountantCsv(db: Database, actor: AuditActor, month: string) {
  const { from, to } = daysOf(month);
  const { fromMs, untilMs } = romeDaysSpan(from, to);
  const [summary, invoices] = await Promise.all([
    accountantSummary(db, month),
    db
      .select({
        number: orders.number,
        createdAtMs: orders.createdAtMs,
        firstName: orders.firstName,
        lastName: orders.lastName,
        invoiceCompany: orders.invoiceCompany,
        invoiceTaxCode: orders.invoiceTaxCode,
        invoiceSdiCode: orders.invoiceSdiCode,
        invoicePec: orders.invoicePec,
        subtotal: orders.subtotal,
        shipping: orders.shipping,
        taxes: orders.taxes,
        total: orders.total,
      })
      .from(orders)
      .where(
        and(
          isNotNull(orders.invoiceTaxCode),
          gte(orders.createdAtMs, fromMs),
          lt(orders.createdAtMs, untilMs),
          ne(orders.status, 'annullato'),
        ),
      )
      .orderBy(asc(orders.createdAtMs), asc(orders.number))
      .limit(MAX_EXPORT_ORDERS + 1),
  ]);
  if (invoices.length > MAX_EXPORT_ORDERS) {
    throw new DomainError(EXPORT_MESSAGES.tooMany, 'BAD_USER_INPUT', 'month');
  }
  await audit(db, actor, {
    action: 'export.accountant',
    entityType: 'export',
    entityId: summary.month,
    summary: `Esportato il riepilogo per il commercialista di ${summary.month}`,
  });
  const amounts = (taxable: number, vat: number) => [
    exportAmount(taxable),
    exportAmount(vat),
    exportAmount(taxable + vat),
  ];
  return [
    csvLine(['voce', 'imponibile', 'iva', 'totale']),
    csvLine(['Vendite (prodotti)', ...amounts(summary.taxable, summary.vat)]),
    csvLine(['Spedizioni', ...amounts(summary.shipping, 0)]),
    csvLine(['Rimborsi (da sottrarre)', ...amounts(summary.refundedTaxable, summary.refundedVat)]),
    '',
    csvLine(INVOICE_HEADER),
    ...invoices.map((row) =>
      csvLine([
        row.number,
        exportDateTime(row.createdAtMs),
        invoiceHolder(row),
        row.invoiceTaxCode ?? '',
        row.invoiceSdiCode ?? '',
        row.invoicePec ?? '',
        exportAmount(row.subtotal),
        exportAmount(row.shipping),
        exportAmount(row.taxes),
        exportAmount(row.total),
      ]),
    ),
  ].join('\n');
}
