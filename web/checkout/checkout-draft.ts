import type { CheckoutFields } from '../../schema/rules/checkout';

/**
 * What the checkout form collected, kept for the summary page: in sessionStorage, so it lives as
 * long as the tab and never outlasts the visit.
 */
export interface CheckoutDraft {
  fields: CheckoutFields;
  /** One key per submitted form: retries of "Conferma ordine" reuse it and never duplicate. */
  idempotencyKey: string;
}

const DRAFT_KEY = 'checkout';

export const EMPTY_CHECKOUT: CheckoutFields = {
  email: '',
  firstName: '',
  lastName: '',
  phone: '',
  street: '',
  postalCode: '',
  city: '',
  province: '',
  wantsInvoice: false,
  invoiceKind: 'privato',
  invoiceTaxCode: '',
  invoiceCompany: '',
  invoiceSdiCode: '',
  invoicePec: '',
  billingDifferent: false,
  billingStreet: '',
  billingPostalCode: '',
  billingCity: '',
  billingProvince: '',
  paymentMethod: '',
  notes: '',
  raeeTakeBack: false,
  acceptTerms: false,
};

function isDraft(value: unknown): value is CheckoutDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as CheckoutDraft;
  return (
    typeof draft.idempotencyKey === 'string' &&
    typeof draft.fields === 'object' &&
    draft.fields !== null
  );
}

export function readDraft(): CheckoutDraft | null {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? 'null');
    if (!isDraft(parsed)) return null;
    return { ...parsed, fields: { ...EMPTY_CHECKOUT, ...parsed.fields } };
  } catch {
    return null;
  }
}

export function saveDraft(fields: CheckoutFields): CheckoutDraft {
  const draft = { fields, idempotencyKey: crypto.randomUUID() };
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Without storage the summary asks for the form again; nothing is lost but a step.
  }
  return draft;
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
