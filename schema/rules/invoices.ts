/**
 * The electronic invoice an order may ask for (docs/product.md#invoices): whom it is made out to,
 * where the Sistema di Interscambio delivers it (a recipient code or a PEC address) and the billing
 * address. Checked in the browser as the checkout is filled and again by the Worker.
 */

import { INVOICE_KIND, type InvoiceKind } from '../vocabulary';
import { ADDRESS_RULES } from './addresses';
import { type FieldRules, type FormRules, rule } from './form-rules';
import type { InvoiceSummary } from './invoice-facts';
import { normalizeCodiceFiscale } from './italian-ids';
import { normaliseAddress, type PostalAddress } from './normalise';
import { type FieldErrors, validateField, validateForm } from './validation';

/** The invoice part of the checkout form, as strings and flags straight from its fields. */
export type InvoiceFields = {
  wantsInvoice: boolean;
  /** `privato`, `azienda`, or empty until chosen. */
  invoiceKind: string;
  invoiceTaxCode: string;
  invoiceCompany: string;
  invoiceSdiCode: string;
  invoicePec: string;
  /** Ticked when the invoice's address is not the shipping one. */
  billingDifferent: boolean;
  billingStreet: string;
  billingPostalCode: string;
  billingCity: string;
  billingProvince: string;
};

/**
 * The recipient code of an invoice with no code of its own: what the Agenzia delle Entrate expects
 * for a private customer, or for one reached by PEC; the invoice then waits in their cassetto fiscale.
 */
export const NO_SDI_CODE = '0000000';

/** Short enough for one line under a field: a message that wraps would move the form when it goes. */
export const INVOICE_MESSAGES = {
  sdiCode: 'Il codice SDI ha 7 caratteri, lettere e cifre.',
  pec: 'L’indirizzo PEC non è valido.',
  companyRecipient: 'Indica il codice SDI o la PEC.',
  personalCode: 'Il codice fiscale di una persona ha 16 caratteri.',
} as const;

/** The billing address takes the shipping address's rules, field for field. */
const BILLING_RULES = {
  billingStreet: ADDRESS_RULES.street,
  billingPostalCode: ADDRESS_RULES.postalCode,
  billingCity: ADDRESS_RULES.city,
  billingProvince: ADDRESS_RULES.province,
};

const compact = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/** A partita IVA as stored: 11 digits, without spaces or the "IT" prefix. */
function normalisePartitaIva(text: string): string {
  const code = compact(text);
  return code.startsWith('IT') ? code.slice(2) : code;
}

/** An SDI code as typed, in capitals; empty when none was given. */
const sdiCodeOf = (text: string) => text.trim().toUpperCase();

/** Whom a stored (or typed) tax code belongs to: 11 digits are a business's partita IVA. */
export function invoiceKindOf(taxCode: string): InvoiceKind {
  return /^\d{11}$/.test(normalisePartitaIva(taxCode)) ? 'azienda' : 'privato';
}

/** The invoice's fields whatever it is made out to; the company's name only for a business. */
export const INVOICE_RULES = {
  invoiceKind: { label: 'Intestatario', rules: [rule.required(), rule.oneOf(INVOICE_KIND.values)] },
  invoiceCompany: { label: 'Ragione sociale', rules: [rule.required(), rule.max(120)] },
  invoiceSdiCode: { label: 'Codice destinatario SDI', rules: [rule.max(7)] },
  invoicePec: { label: 'PEC', rules: [rule.max(254)] },
};

/** The tax code's rules: a partita IVA for a business, a codice fiscale for a person, else either. */
export function taxCodeRules(kind: string): FieldRules {
  if (kind === 'azienda')
    return { label: 'Partita IVA', rules: [rule.required(), rule.partitaIva()] };
  if (kind === 'privato') {
    return { label: 'Codice fiscale', rules: [rule.required(), rule.codiceFiscale()] };
  }
  return { label: 'Codice fiscale o partita IVA', rules: [rule.required(), rule.taxCode()] };
}

/** The rules of the invoice's fields: none without an invoice. */
function invoiceRules(fields: InvoiceFields): FormRules<string> {
  if (!fields.wantsInvoice) return {};
  const { invoiceKind, invoiceCompany, invoiceSdiCode, invoicePec } = INVOICE_RULES;
  return {
    invoiceKind,
    invoiceTaxCode: taxCodeRules(fields.invoiceKind),
    ...(fields.invoiceKind === 'azienda' ? { invoiceCompany } : {}),
    invoiceSdiCode,
    invoicePec,
    ...(fields.billingDifferent ? BILLING_RULES : {}),
  };
}

/**
 * Every invoice field's message (none without an invoice): a person gives a 16-character codice
 * fiscale, a business a partita IVA and its ragione sociale; a business must say where the invoice
 * goes (SDI code or PEC), a person may leave both empty.
 */
export function invoiceErrors(fields: InvoiceFields): FieldErrors<string> {
  const errors = validateForm(fields, invoiceRules(fields));
  if (!fields.wantsInvoice) return errors;
  // A company's codice fiscale is 11 digits too: a person's is always the 16-character one.
  if (
    !errors.invoiceTaxCode &&
    fields.invoiceKind === 'privato' &&
    compact(fields.invoiceTaxCode).length !== 16
  ) {
    errors.invoiceTaxCode = INVOICE_MESSAGES.personalCode;
  }
  const sdiCode = sdiCodeOf(fields.invoiceSdiCode);
  if (!errors.invoiceSdiCode && sdiCode && !/^[A-Z0-9]{7}$/.test(sdiCode)) {
    errors.invoiceSdiCode = INVOICE_MESSAGES.sdiCode;
  }
  const pec = fields.invoicePec.trim();
  if (
    !errors.invoicePec &&
    pec &&
    validateField(pec, [rule.email()], { label: 'PEC', values: {} })
  ) {
    errors.invoicePec = INVOICE_MESSAGES.pec;
  }
  // "0000000" reaches nobody: a business needs a real code or a PEC.
  const reachable = (sdiCode !== '' && sdiCode !== NO_SDI_CODE) || pec !== '';
  if (
    fields.invoiceKind === 'azienda' &&
    !reachable &&
    !errors.invoiceSdiCode &&
    !errors.invoicePec
  ) {
    errors.invoiceSdiCode = INVOICE_MESSAGES.companyRecipient;
  }
  return errors;
}

/** What an order stores of its invoice: all null without one, billing null when it is the shipping address. */
export interface InvoiceRecord {
  invoiceTaxCode: string | null;
  invoiceCompany: string | null;
  invoiceSdiCode: string | null;
  invoicePec: string | null;
  billingStreet: string | null;
  billingPostalCode: string | null;
  billingCity: string | null;
  billingProvince: string | null;
}

const NO_BILLING = {
  billingStreet: null,
  billingPostalCode: null,
  billingCity: null,
  billingProvince: null,
};

/**
 * The invoice of fields that passed `invoiceErrors`, as stored: codes in capitals without spaces,
 * no SDI code stored as "0000000", the PEC in lower case, a person's invoice in their own name.
 */
export function invoiceRecord(fields: InvoiceFields): InvoiceRecord {
  if (!fields.wantsInvoice) {
    return {
      invoiceTaxCode: null,
      invoiceCompany: null,
      invoiceSdiCode: null,
      invoicePec: null,
      ...NO_BILLING,
    };
  }
  const company = fields.invoiceKind === 'azienda';
  const billing = fields.billingDifferent
    ? normaliseAddress({
        street: fields.billingStreet,
        postalCode: fields.billingPostalCode,
        city: fields.billingCity,
        province: fields.billingProvince,
      })
    : null;
  return {
    invoiceTaxCode: company
      ? normalisePartitaIva(fields.invoiceTaxCode)
      : normalizeCodiceFiscale(fields.invoiceTaxCode),
    invoiceCompany: company ? fields.invoiceCompany.trim() : null,
    invoiceSdiCode: sdiCodeOf(fields.invoiceSdiCode) || NO_SDI_CODE,
    invoicePec: fields.invoicePec.trim().toLowerCase() || null,
    ...(billing
      ? {
          billingStreet: billing.street,
          billingPostalCode: billing.postalCode,
          billingCity: billing.city,
          billingProvince: billing.province,
        }
      : NO_BILLING),
  };
}

/** Whom a stored invoice is made out to: the business's ragione sociale, else the buyer. */
export function invoiceHolder(
  order: Pick<InvoiceRecord, 'invoiceCompany'> & { firstName: string; lastName: string },
): string {
  return order.invoiceCompany ?? `${order.firstName} ${order.lastName}`;
}

/** The billing address a stored invoice names, or null when it is the shipping address. */
export function billingAddressOf(record: InvoiceRecord): PostalAddress | null {
  if (record.billingStreet === null) return null;
  return {
    street: record.billingStreet,
    postalCode: record.billingPostalCode ?? '',
    city: record.billingCity ?? '',
    province: record.billingProvince ?? '',
  };
}

/** The invoice a stored (or about to be stored) order asks for; null without one. */
export function invoiceSummary(
  order: InvoiceRecord & { firstName: string; lastName: string },
): InvoiceSummary | null {
  if (order.invoiceTaxCode === null) return null;
  return {
    kind: invoiceKindOf(order.invoiceTaxCode),
    name: invoiceHolder(order),
    taxCode: order.invoiceTaxCode,
    sdiCode: order.invoiceSdiCode,
    pec: order.invoicePec,
    billingAddress: billingAddressOf(order),
  };
}
