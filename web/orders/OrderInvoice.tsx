import type { ResultOf } from 'gql.tada';
import { type InvoiceSummary, invoiceFacts } from '../../schema/rules/invoice-facts';
import { INVOICE_KIND } from '../../schema/vocabulary';
import { graphql } from '../graphql';

/** The electronic invoice of an order (docs/product.md#invoices), for customer and staff alike. */
export const OrderInvoiceFragment = graphql(`
  fragment OrderInvoice on Order @_unmask {
    invoice {
      kind
      name
      taxCode
      sdiCode
      pec
      billingSameAsShipping
      billingAddress {
        street
        postalCode
        city
        province
      }
    }
  }
`);

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
