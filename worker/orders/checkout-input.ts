import { CHECKOUT_RULES } from '../../schema/rules/checkout';
import { type InvoiceFields, invoiceErrors, invoiceKindOf } from '../../schema/rules/invoices';
import { hasErrors, validateForm } from '../../schema/rules/validation';
import type { InvoiceKind, PaymentMethod } from '../../schema/vocabulary';
import { DomainError, invalidFields } from '../domain-error';
import { type CartLineArg, parseCartLines } from './cart-lines';
import type { OrderRequest } from './place-order';

interface AddressArg {
  street: string;
  postalCode: string;
  city: string;
  province: string;
}

/** Whom the invoice is for and where it goes (docs/product.md#invoices). */
interface InvoiceArg {
  /** Absent: read from the tax code, 11 digits being a business's partita IVA. */
  kind?: InvoiceKind | null;
  taxCode: string;
  companyName?: string | null;
  sdiCode?: string | null;
  pec?: string | null;
  /** Absent: the shipping address. */
  billingAddress?: AddressArg | null;
}

/** What a client sends to place an order: who buys, where it goes, how it is paid, what. */
export interface CheckoutInput {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  shippingAddress: AddressArg;
  invoice?: InvoiceArg | null;
  paymentMethod: PaymentMethod;
  notes?: string | null;
  /** Absent: no take-back asked for. */
  raeeTakeBack?: boolean | null;
  acceptTerms: boolean;
  lines: readonly CartLineArg[];
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,100}$/;

/** The invoice as the checkout form's fields, so the form's own rules can judge it. */
function invoiceFieldsOf(invoice: InvoiceArg | null | undefined): InvoiceFields {
  const billing = invoice?.billingAddress;
  return {
    wantsInvoice: Boolean(invoice),
    invoiceKind: invoice ? (invoice.kind ?? invoiceKindOf(invoice.taxCode)) : '',
    invoiceTaxCode: invoice?.taxCode ?? '',
    invoiceCompany: invoice?.companyName ?? '',
    invoiceSdiCode: invoice?.sdiCode ?? '',
    invoicePec: invoice?.pec ?? '',
    billingDifferent: Boolean(billing),
    billingStreet: billing?.street ?? '',
    billingPostalCode: billing?.postalCode ?? '',
    billingCity: billing?.city ?? '',
    billingProvince: billing?.province ?? '',
  };
}

/**
 * The order a checkout asks for, checked with the checkout form's own rules
 * (docs/product.md#checkout), or a refusal that says what to fix.
 */
export function orderRequestOf(input: CheckoutInput, idempotencyKey: string): OrderRequest {
  if (!IDEMPOTENCY_KEY.test(idempotencyKey)) {
    throw new DomainError('Chiave di idempotenza non valida.', 'BAD_USER_INPUT', 'idempotencyKey');
  }
  const fields = {
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
    ...input.shippingAddress,
    ...invoiceFieldsOf(input.invoice),
    paymentMethod: input.paymentMethod,
    notes: input.notes ?? '',
    raeeTakeBack: input.raeeTakeBack ?? false,
    acceptTerms: input.acceptTerms,
  };
  const errors = { ...validateForm(fields, CHECKOUT_RULES), ...invoiceErrors(fields) };
  if (hasErrors(errors)) throw invalidFields(errors);
  const lines = parseCartLines(input.lines);
  if (lines.length === 0) throw new DomainError('Il carrello è vuoto.', 'BAD_USER_INPUT', 'lines');
  return { fields, lines, idempotencyKey };
}
