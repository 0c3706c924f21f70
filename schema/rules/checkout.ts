import { PAYMENT_METHOD } from '../vocabulary';
import { ADDRESS_RULES, type AddressFields } from './addresses';
import type { FormRules } from './validation';

/** What the checkout form collects, as strings and flags straight from its fields. */
export interface CheckoutFields extends AddressFields {
  email: string;
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
  ...ADDRESS_RULES,
  invoiceTaxCode: { label: 'Codice fiscale o partita IVA', rules: 'tax_code' },
  invoiceCompany: { label: 'Ragione sociale', rules: 'max:120' },
  paymentMethod: {
    label: 'Metodo di pagamento',
    rules: `required|one_of:${PAYMENT_METHOD.values.join(',')}`,
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
