import { readFragment } from 'gql.tada';
import { useEffect, useRef } from 'react';
import { useQuery } from 'urql';
import type { AddressFields as Fields } from '../../schema/rules/addresses';
import { AddressFields } from '../account/address-queries';
import { useAuth } from '../account/auth';
import { graphql } from '../graphql';

const CheckoutProfileQuery = graphql(
  `
    query CheckoutProfile {
      me {
        id
        email
        addresses {
          ...SavedAddress
        }
      }
    }
  `,
  [AddressFields],
);

/** What the checkout form is filled with: an address and, the first time, the account's e-mail. */
export type PickedAddress = Partial<Fields> & { email?: string };

function fieldsOf(address: Fields): Fields {
  const { firstName, lastName, phone, street, postalCode, city, province } = address;
  return { firstName, lastName, phone, street, postalCode, city, province };
}

/**
 * A signed-in buyer's saved addresses; with `prefill` the default one (or else the e-mail alone)
 * is handed to `onPick` once, as soon as it is known. `pick` hands over the one chosen by id.
 */
export function useSavedAddresses(onPick: (address: PickedAddress) => void, prefill: boolean) {
  const { isAuthenticated } = useAuth();
  const [{ data }] = useQuery({ query: CheckoutProfileQuery, pause: !isAuthenticated });
  const addresses = (data?.me?.addresses ?? []).map((address) =>
    readFragment(AddressFields, address),
  );
  const filled = useRef(false);

  useEffect(() => {
    if (!prefill || filled.current || !data?.me) return;
    filled.current = true;
    const preferred = addresses.find((address) => address.isDefault);
    // Without a default address only the e-mail is known: what the buyer already typed stays.
    if (preferred) onPick({ ...fieldsOf(preferred), email: data.me.email ?? undefined });
    else if (data.me.email) onPick({ email: data.me.email });
  });

  const pick = (id: string) => {
    const chosen = addresses.find((address) => address.id === id);
    if (chosen) onPick(fieldsOf(chosen));
  };

  return { addresses, pick };
}
