import { PAYMENT_METHOD } from '../vocabulary';
import { ADDRESS_RULES, type AddressFields } from './addresses';
import { type FormRules, rule } from './form-rules';
import type { InvoiceFields } from './invoices';

/** What the checkout form collects, as strings and flags straight from its fields. */
export interface CheckoutFields extends AddressFields, InvoiceFields {
  email: string;
  paymentMethod: string;
  notes: string;
  /** The free take-back of an equivalent old device (schema/rules/raee.ts). */
  raeeTakeBack: boolean;
  acceptTerms: boolean;
}

/**
 * The checkout's rules, checked in the browser as people fill the form and again by the Worker;
 * the invoice's fields have their own (schema/rules/invoices.ts), which load only with an invoice.
 */
export const CHECKOUT_RULES: FormRules<
  keyof AddressFields | 'email' | 'paymentMethod' | 'notes' | 'acceptTerms'
> = {
  email: { label: 'E-mail', rules: [rule.required(), rule.email(), rule.max(254)] },
  ...ADDRESS_RULES,
  paymentMethod: {
    label: 'Metodo di pagamento',
    rules: [rule.required(), rule.oneOf(PAYMENT_METHOD.values)],
  },
  notes: { label: 'Note', rules: [rule.max(500)] },
  acceptTerms: { label: 'Condizioni di vendita', rules: [rule.acceptAllCondition()] },
};
