import type { CheckoutFields } from '../../schema/rules/checkout';
import { invoiceRecord, invoiceSummary } from '../../schema/rules/invoices';
import { InvoiceDetails } from '../orders/OrderInvoice';

/**
 * The invoice the summary is about to ask for, as the order will keep it ("0000000" without an
 * SDI code, codes in capitals). Loaded only for a checkout that wants one.
 */
export function InvoiceSummary({ fields }: { fields: CheckoutFields }) {
  const invoice = invoiceSummary({ ...fields, ...invoiceRecord(fields) });
  return invoice ? <InvoiceDetails invoice={invoice} /> : null;
}
