import { useCallback, useEffect, useState } from 'react';
import { ORDER_LINK_FRAGMENT_KEY } from '../../schema/order-link';
import { useAuth } from '../account/auth';
import { rememberGuestOrder, tokenFor } from './guest-orders';

/** The token an opened link brought: `#t=…`, or `?token=…` from the links of before. */
export function tokenInAddress(address: { search: string; hash: string }): string | null {
  return (
    new URLSearchParams(address.hash.slice(1)).get(ORDER_LINK_FRAGMENT_KEY) ||
    new URLSearchParams(address.search).get('token') ||
    null
  );
}

/**
 * The token that opens order `id` here: the one a link brought, else the one this browser kept
 * for the person signed in (or for a guest). A link's token leaves the address bar at once, so
 * history and a screenshot never show it; `keep` stores it once the order has opened with it.
 */
export function useOrderToken(id: string) {
  const uid = useAuth().user?.uid ?? null;
  // Read once, for the order it was opened with: the page stays mounted when only the id changes.
  const [opened] = useState(() => ({ id, token: tokenInAddress(window.location) }));
  const fromLink = opened.id === id ? opened.token : null;

  useEffect(() => {
    if (fromLink) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [fromLink]);

  const keep = useCallback(
    (number: string) => {
      if (fromLink) rememberGuestOrder({ id, token: fromLink, number, uid: uid ?? undefined });
    },
    [id, fromLink, uid],
  );
  return { token: fromLink ?? tokenFor(id, uid), keep };
}
