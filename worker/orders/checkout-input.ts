import { checkoutRules } from '../../schema/rules/checkout';
import type { PaymentMethod } from '../../schema/vocabulary';
import { DomainError } from '../domain-error';
import { validated } from '../input';
import { type CartLineArg, parseCartLines } from './cart-lines';
import type { OrderRequest } from './place-order';

/** What a client sends to place an order: who buys, where it goes, how it is paid, what. */
export interface CheckoutInput {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  shippingAddress: { street: string; postalCode: string; city: string; province: string };
  invoice?: { taxCode: string; companyName?: string | null } | null;
  paymentMethod: PaymentMethod;
  notes?: string | null;
  acceptTerms: boolean;
  lines: readonly CartLineArg[];
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,100}$/;

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
    wantsInvoice: Boolean(input.invoice),
    invoiceTaxCode: input.invoice?.taxCode ?? '',
    invoiceCompany: input.invoice?.companyName ?? '',
    paymentMethod: input.paymentMethod,
    notes: input.notes ?? '',
    acceptTerms: input.acceptTerms,
  };
  validated(fields, checkoutRules(fields));
  const lines = parseCartLines(input.lines);
  if (lines.length === 0) throw new DomainError('Il carrello è vuoto.', 'BAD_USER_INPUT', 'lines');
  return { fields, lines, idempotencyKey };
}
