import { INVOICE_KIND, type InvoiceKind } from '../vocabulary';
import type { PostalAddress } from './normalise';

/*
 * How an order's invoice reads back (docs/product.md#invoices), apart from the invoice rules so
 * the order page shows it without the forms' validation code.
 */

/** An invoice as it is read back: on the checkout summary, the order page, the staff panel, the e-mail. */
export interface InvoiceSummary {
  kind: InvoiceKind;
  name: string;
  taxCode: string;
  /** Null only on orders placed before the SDI code was asked for. */
  sdiCode: string | null;
  pec: string | null;
  /** Null when it is the shipping address. */
  billingAddress: PostalAddress | null;
}

/** The invoice's details as term and value, in the order every place shows them. */
export function invoiceFacts(invoice: InvoiceSummary): [string, string][] {
  const address = invoice.billingAddress;
  return [
    ['Fattura intestata a', `${invoice.name} (${INVOICE_KIND.label(invoice.kind)})`],
    [invoice.kind === 'azienda' ? 'Partita IVA' : 'Codice fiscale', invoice.taxCode],
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
