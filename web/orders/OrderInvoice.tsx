import type { ResultOf } from 'gql.tada';
import type { PostalAddress } from '../../schema/rules/normalise';
import { type ApiValueOf, INVOICE_KIND } from '../../schema/vocabulary';
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

/** An invoice as shown: a placed order's, or the one the checkout summary is about to ask for. */
export interface InvoiceView {
  kind: ApiValueOf<typeof INVOICE_KIND>;
  name: string;
  taxCode: string;
  /** Null only on orders placed before the SDI code was asked for. */
  sdiCode: string | null;
  pec: string | null;
  /** Null when it is the shipping address. */
  billingAddress: PostalAddress | null;
}

/** The view of an order's invoice, or null when it has none. */
export function invoiceOf(order: ResultOf<typeof OrderInvoiceFragment>): InvoiceView | null {
  const { invoice } = order;
  if (!invoice) return null;
  return {
    ...invoice,
    billingAddress: invoice.billingSameAsShipping ? null : invoice.billingAddress,
  };
}

/** The invoice's details as term and value, for a definition list. */
export function invoiceFacts(invoice: InvoiceView): [string, string][] {
  const address = invoice.billingAddress;
  return [
    ['Fattura intestata a', `${invoice.name} (${INVOICE_KIND.label(invoice.kind)})`],
    [invoice.kind === 'AZIENDA' ? 'Partita IVA' : 'Codice fiscale', invoice.taxCode],
    ['Codice destinatario SDI', invoice.sdiCode ?? '—'],
    ...(invoice.pec ? [['PEC', invoice.pec] as [string, string]] : []),
    [
      'Indirizzo di fatturazione',
      address
        ? `${address.street}, ${address.postalCode} ${address.city} (${address.province})`
        : 'Lo stesso della spedizione',
    ],
  ];
}

export function InvoiceDetails({ invoice }: { invoice: InvoiceView }) {
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
