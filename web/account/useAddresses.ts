import { type ResultOf, readFragment } from 'gql.tada';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../graphql';
import { refusal } from '../ui/server-errors';
import { showToast } from '../ui/toast';
import { useOneAtATime } from '../ui/useOneAtATime';
import type { AddressValues } from './AddressForm';
import { AddressFields, MyAddressesQuery } from './address-queries';
import { REFRESHED_BY_PROFILE } from './profile-refresh';

const SaveAddressMutation = graphql(
  `
    mutation SaveAddress($id: ID, $input: SavedAddressInput!, $makeDefault: Boolean) {
      saveAddress(id: $id, input: $input, makeDefault: $makeDefault) {
        ...SavedAddress
      }
    }
  `,
  [AddressFields],
);

const DeleteAddressMutation = graphql(`
  mutation DeleteAddress($id: ID!) {
    deleteAddress(id: $id)
  }
`);

const DefaultAddressMutation = graphql(`
  mutation DefaultAddress($id: ID!) {
    setDefaultAddress(id: $id) {
      id
      isDefault
    }
  }
`);

export type Address = ResultOf<typeof AddressFields>;

/** A saved address as the form edits it: only what SavedAddressInput takes, and the default. */
export function addressValues(address: Address): AddressValues {
  return {
    label: address.label ?? '',
    firstName: address.firstName,
    lastName: address.lastName,
    phone: address.phone,
    street: address.street,
    postalCode: address.postalCode,
    city: address.city,
    province: address.province,
    makeDefault: address.isDefault,
  };
}

/**
 * The signed-in customer's saved addresses (docs/product.md#accounts): the list, the one being
 * edited (or a new one), and saving, deleting and choosing the default, each followed by a fresh
 * list. A refused save stays in the form, which shows why. Making a default or deleting goes one
 * at a time (`busy`): a second press before the answer sends nothing.
 */
export function useAddresses() {
  const [result, reexecute] = useQuery({
    query: MyAddressesQuery,
    requestPolicy: 'cache-and-network',
    // Read again when the profile changes elsewhere, or a first sign-in makes it.
    context: REFRESHED_BY_PROFILE,
  });
  const [, save] = useMutation(SaveAddressMutation);
  const [, remove] = useMutation(DeleteAddressMutation);
  const [, setDefault] = useMutation(DefaultAddressMutation);
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const moving = useOneAtATime();
  const refresh = () => reexecute({ requestPolicy: 'network-only' });

  const submit = async ({ makeDefault: asDefault, ...input }: AddressValues) => {
    const id = editing && editing !== 'new' ? editing.id : null;
    const saved = await save({ id, input, makeDefault: asDefault });
    if (!saved.error) {
      setEditing(null);
      refresh();
      showToast(id ? 'Indirizzo aggiornato.' : 'Indirizzo salvato.');
    }
    return saved;
  };

  return {
    addresses: (result.data?.me?.addresses ?? []).map((address) =>
      readFragment(AddressFields, address),
    ),
    loaded: Boolean(result.data),
    failed: Boolean(result.error && !result.data),
    refresh,
    editing,
    edit: setEditing,
    submit,
    // A refusal says why; the list is read again either way, as the Worker now holds it.
    busy: moving.busy,
    makeDefault: (address: Address) =>
      moving.once(async () => {
        const made = await setDefault({ id: address.id });
        if (made.error) showToast(refusal(made.error).message);
        refresh();
      }),
    remove: (address: Address) =>
      moving.once(async () => {
        const removed = await remove({ id: address.id });
        showToast(removed.error ? refusal(removed.error).message : 'Indirizzo eliminato.');
        refresh();
      }),
  };
}

export type Addresses = ReturnType<typeof useAddresses>;
