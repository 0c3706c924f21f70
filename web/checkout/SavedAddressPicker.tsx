import { readFragment } from 'gql.tada';
import { useEffect, useRef } from 'react';
import { useQuery } from 'urql';
import type { AddressFields as Fields } from '../../schema/rules/addresses';
import { AddressFields } from '../account/address-queries';
import { useAuth } from '../account/auth';
import { graphql } from '../graphql';
import { SelectField } from '../ui/Field';

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

interface SavedAddressPickerProps {
  /** Fill the form with an address and, the first time, the account's e-mail. */
  onPick: (address: Partial<Fields> & { email?: string }) => void;
  /** Whether to fill in the default address by itself, once, as soon as it is known. */
  prefill: boolean;
}

function fieldsOf(address: Fields): Fields {
  const { firstName, lastName, phone, street, postalCode, city, province } = address;
  return { firstName, lastName, phone, street, postalCode, city, province };
}

/** For a signed-in buyer: the saved addresses, the default one filled in at once. */
export function SavedAddressPicker({ onPick, prefill }: SavedAddressPickerProps) {
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

  if (addresses.length === 0) return null;
  return (
    <SelectField
      label="Usa un indirizzo salvato"
      placeholder="Scegli un indirizzo"
      className="mb-4"
      value=""
      options={addresses.map((address) => ({
        value: address.id,
        label: `${address.label ? `${address.label}: ` : ''}${address.street}, ${address.city}${address.isDefault ? ' (predefinito)' : ''}`,
      }))}
      onChange={(event) => {
        const chosen = addresses.find((address) => address.id === event.target.value);
        if (chosen) onPick(fieldsOf(chosen));
      }}
    />
  );
}
