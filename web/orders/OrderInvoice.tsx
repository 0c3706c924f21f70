import type { ResultOf } from 'gql.tada';
import { type InvoiceSummary, invoiceFacts } from '../../schema/rules/invoice-facts';
import { INVOICE_KIND } from '../../schema/vocabulary';
import type { OrderInvoiceFragment } from './order-invoice-fragment';

/** The view of an order's invoice, or null when it has none. */
export function invoiceOf(order: ResultOf<typeof OrderInvoiceFragment>): InvoiceSummary | null {
  const { invoice } = order;
  if (!invoice) return null;
  return {
    ...invoice,
    kind: INVOICE_KIND.fromApi(invoice.kind),
    billingAddress: invoice.billingSameAsShipping ? null : invoice.billingAddress,
  };
}

export function InvoiceDetails({ invoice }: { invoice: InvoiceSummary }) {
  return (
    <dl className="space-y-1">
      {invoiceFacts(invoice).map(([term, value]) => (
        <div key={term}>
          <dt className="text-slate-600">{term}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The order page's invoice: loaded only for an order with one, its rules being heavy. */
export function OrderInvoiceDetails({ order }: { order: ResultOf<typeof OrderInvoiceFragment> }) {
  const invoice = invoiceOf(order);
  return invoice ? <InvoiceDetails invoice={invoice} /> : null;
}
