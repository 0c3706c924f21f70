import { lazy } from 'react';
import type { invoiceErrors } from '../../schema/rules/invoices';

/** The invoice's rules, once its fields have loaded. */
let invoiceCheck: typeof invoiceErrors | undefined;

/**
 * The invoice's fields and rules come with "Desidero la fattura": most orders never need them, and
 * the page's first load is at its budget.
 */
export const InvoiceFields = lazy(async () => {
  const [fields, rules] = await Promise.all([
    import('./InvoiceFields'),
    import('../../schema/rules/invoices'),
  ]);
  invoiceCheck = rules.invoiceErrors;
  return { default: fields.InvoiceFields };
});

/** The invoice's rules if its fields have loaded, else nothing yet. */
export const loadedInvoiceCheck = () => invoiceCheck;
