import type { CheckoutFields } from '../../schema/rules/checkout';
import { billingAddressOf, invoiceHolder, invoiceRecord } from '../../schema/rules/invoices';
import { InvoiceDetails } from '../orders/OrderInvoice';

/**
 * The invoice the summary is about to ask for, as the order will keep it ("0000000" without an
 * SDI code, codes in capitals). Loaded only for a checkout that wants one.
 */
export function InvoiceSummary({ fields }: { fields: CheckoutFields }) {
  const record = invoiceRecord(fields);
  return (
    <InvoiceDetails
      invoice={{
        kind: fields.invoiceKind === 'azienda' ? 'AZIENDA' : 'PRIVATO',
        name: invoiceHolder({ ...fields, ...record }),
        taxCode: record.invoiceTaxCode ?? '',
        sdiCode: record.invoiceSdiCode,
        pec: record.invoicePec,
        billingAddress: billingAddressOf(record),
      }}
    />
  );
}
