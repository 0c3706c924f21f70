import { PAYMENT_METHODS } from '../db/orders';
import type { FormRules } from './validation';

/** What the checkout form collects, as strings and flags straight from its fields. */
export interface CheckoutFields {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  street: string;
  postalCode: string;
  city: string;
  province: string;
  wantsInvoice: boolean;
  invoiceTaxCode: string;
  invoiceCompany: string;
  paymentMethod: string;
  notes: string;
  acceptTerms: boolean;
}

export type CheckoutField = keyof CheckoutFields;

/** The checkout's rules, checked in the browser as people fill the form and again by the Worker. */
export const CHECKOUT_RULES: FormRules<Exclude<CheckoutField, 'wantsInvoice'>> = {
  email: { label: 'E-mail', rules: 'required|email|max:254' },
  firstName: { label: 'Nome', rules: 'required|max:60' },
  lastName: { label: 'Cognome', rules: 'required|max:60' },
  phone: { label: 'Telefono', rules: 'required|phone' },
  street: { label: 'Indirizzo', rules: 'required|min:3|max:120' },
  postalCode: { label: 'CAP', rules: 'required|cap' },
  city: { label: 'Città', rules: 'required|max:60' },
  province: { label: 'Provincia', rules: 'required|provincia' },
  invoiceTaxCode: { label: 'Codice fiscale o partita IVA', rules: 'tax_code' },
  invoiceCompany: { label: 'Ragione sociale', rules: 'max:120' },
  paymentMethod: {
    label: 'Metodo di pagamento',
    rules: `required|one_of:${PAYMENT_METHODS.join(',')}`,
  },
  notes: { label: 'Note', rules: 'max:500' },
  acceptTerms: { label: 'Condizioni di vendita', rules: 'accept_all_condition' },
};

/** The rules that apply: the invoice fields only when an invoice is wanted, and then required. */
export function checkoutRules(fields: Pick<CheckoutFields, 'wantsInvoice'>): FormRules<string> {
  if (!fields.wantsInvoice) {
    const { invoiceTaxCode: _code, invoiceCompany: _company, ...rest } = CHECKOUT_RULES;
    return rest;
  }
  return {
    ...CHECKOUT_RULES,
    invoiceTaxCode: { ...CHECKOUT_RULES.invoiceTaxCode, rules: 'required|tax_code' },
  };
}
