import { useCallback, useEffect, useState } from 'react';
import { ORDER_LINK_FRAGMENT_KEY } from '../../schema/order-link';
import { useAuth } from '../account/auth';
import { rememberGuestOrder, tokenFor } from './guest-orders';

/**
 * The token an opened link brought: `#t=…` only. The retired `?token=…` form, which reached
 * servers and their logs, opens nothing (docs/product.md#orders).
 */
export function tokenInAddress(address: { hash: string }): string | null {
  return new URLSearchParams(address.hash.slice(1)).get(ORDER_LINK_FRAGMENT_KEY) || null;
}

/**
 * The token that opens order `id` here: the one a link brought, else the one this browser kept
 * for the person signed in (or for a guest). A link's token leaves the address bar at once, so
 * history and a screenshot never show it; `keep` stores it once the order has opened with it.
 */
export function useOrderToken(id: string) {
  const uid = useAuth().user?.uid ?? null;
  // Read once, for the order it was opened with: the page stays mounted when only the id changes.
  const [opened] = useState(() => ({
    id,
    token: tokenInAddress(window.location),
    retired: new URLSearchParams(window.location.search).has('token'),
  }));
  const fromLink = opened.id === id ? opened.token : null;

  // A retired link's token opens nothing, yet is still the order's secret: it leaves the bar too.
  useEffect(() => {
    if (fromLink || opened.retired) {
      window.history.replaceState(window.history.state, '', window.location.pathname);
    }
  }, [fromLink, opened.retired]);

  const keep = useCallback(
    (number: string) => {
      if (fromLink) rememberGuestOrder({ id, token: fromLink, number, uid: uid ?? undefined });
    },
    [id, fromLink, uid],
  );
  return { token: fromLink ?? tokenFor(id, uid), keep };
}
