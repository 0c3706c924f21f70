import type { OrderRow } from '../../../schema/db/orders';
import { billingAddressOf, invoiceHolder, invoiceKindOf } from '../../../schema/rules/invoices';
import { INVOICE_KIND } from '../../../schema/vocabulary';
import { boundedText } from '../../input';
import { ordersCsv } from '../../orders/orders-csv';
import { builder } from '../builder';
import { Order, OrderAddress } from './orders';
import { vocabularyEnum } from './vocabulary-enum';

export const InvoiceKindRef = vocabularyEnum('InvoiceKind', INVOICE_KIND);

/** An order's electronic invoice, as the order page and the staff panel show it (docs/product.md#invoices). */
const OrderInvoice = builder
  .objectRef<OrderRow & { invoiceTaxCode: string }>('OrderInvoice')
  .implement({
    fields: (t) => ({
      kind: t.field({
        type: InvoiceKindRef,
        resolve: (order) => invoiceKindOf(order.invoiceTaxCode),
      }),
      name: t.string({
        description: "Whom it is made out to: the ragione sociale, or the buyer's name.",
        resolve: (order) => invoiceHolder(order),
      }),
      taxCode: t.exposeString('invoiceTaxCode', {
        description: 'Codice fiscale of a person, partita IVA of a business.',
      }),
      companyName: t.exposeString('invoiceCompany', { nullable: true }),
      sdiCode: t.exposeString('invoiceSdiCode', {
        nullable: true,
        description:
          'The SDI recipient code; "0000000" when none was given. Null on orders placed before ' +
          'electronic invoices were collected.',
      }),
      pec: t.exposeString('invoicePec', { nullable: true }),
      billingAddress: t.field({
        type: OrderAddress,
        description:
          'Where the invoice is made out to: the shipping address unless another was given.',
        resolve: (order) => ({ ...order, ...billingAddressOf(order) }),
      }),
      billingSameAsShipping: t.boolean({ resolve: (order) => order.billingStreet === null }),
    }),
  });

builder.objectField(Order, 'invoice', (t) =>
  t.field({
    type: OrderInvoice,
    nullable: true,
    description: 'The electronic invoice the buyer asked for; null without one.',
    resolve: (order) =>
      order.invoiceTaxCode === null ? null : { ...order, invoiceTaxCode: order.invoiceTaxCode },
  }),
);

builder.queryField('adminOrdersCsv', (t) =>
  t.withAuth({ staff: true }).string({
    description:
      'The orders placed from one day to another (YYYY-MM-DD, both included, Europe/Rome) as CSV, ' +
      'oldest first, with totals and invoice details; at most 366 days and 5,000 orders.',
    args: { from: t.arg.string({ required: true }), to: t.arg.string({ required: true }) },
    resolve: (_root, { from, to }, ctx) =>
      ordersCsv(ctx.db, ctx.viewer, boundedText(from, 'from', 10), boundedText(to, 'to', 10)),
  }),
);
