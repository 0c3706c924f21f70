import type { RepairAccess } from './useEstimateAnswer';

/**
 * How the customer opened a repair they went to pay, kept in this tab's session storage: the
 * provider's return address carries only the code (worker/payments/repair-checkout.ts), so
 * the page opens the repair again the same way when they come back, with no token in any URL.
 */
const KEY_PREFIX = 'riparazione-pagamento:';

/** The return address's word on how the customer left the provider's page. */
const RETURN_PARAM = 'pagamento';

export function rememberPaymentAccess(access: RepairAccess): void {
  try {
    window.sessionStorage.setItem(`${KEY_PREFIX}${access.code}`, JSON.stringify(access));
  } catch {
    // Storage refused (private mode, full): back from paying, the customer looks it up again.
  }
}

/** The access kept for the code of the address, when the customer is back from paying. */
export function accessAfterPayment(search: string): RepairAccess | null {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  if (!code || !params.get(RETURN_PARAM)) return null;
  try {
    const kept = window.sessionStorage.getItem(`${KEY_PREFIX}${code}`);
    const access = kept ? (JSON.parse(kept) as RepairAccess) : null;
    return access?.code === code ? access : null;
  } catch {
    return null;
  }
}

/** How the customer left the provider's page for this repair: 'ok', 'annullato' or null. */
export function paymentReturnOf(search: string, code: string): string | null {
  const params = new URLSearchParams(search);
  return params.get('code') === code ? params.get(RETURN_PARAM) : null;
}
