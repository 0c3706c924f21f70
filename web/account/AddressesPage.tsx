import { type ResultOf, readFragment } from 'gql.tada';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../graphql';
import { buttonStyles } from '../ui/buttons';
import { ErrorState } from '../ui/ErrorState';
import { Icon } from '../ui/Icon';
import { showToast } from '../ui/toast';
import { AccountLayout } from './AccountLayout';
import { AddressForm, type AddressValues, EMPTY_ADDRESS } from './AddressForm';
import { AddressFields, MyAddressesQuery } from './address-queries';

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

type Address = ResultOf<typeof AddressFields>;

export function AddressesPage() {
  const [result, reexecute] = useQuery({
    query: MyAddressesQuery,
    requestPolicy: 'cache-and-network',
  });
  const [, save] = useMutation(SaveAddressMutation);
  const [, remove] = useMutation(DeleteAddressMutation);
  const [, makeDefault] = useMutation(DefaultAddressMutation);
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const refresh = () => reexecute({ requestPolicy: 'network-only' });
  const addresses = (result.data?.me?.addresses ?? []).map((address) =>
    readFragment(AddressFields, address),
  );

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

  return (
    <AccountLayout
      title="I miei indirizzi"
      description="Gli indirizzi di spedizione salvati nel tuo account."
    >
      {editing ? (
        <div className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6">
          <h2 className="mb-4 text-lg font-bold">
            {editing === 'new' ? 'Nuovo indirizzo' : 'Modifica indirizzo'}
          </h2>
          <AddressForm
            initial={
              editing === 'new'
                ? { ...EMPTY_ADDRESS, makeDefault: addresses.length === 0 }
                : { ...editing, label: editing.label ?? '', makeDefault: editing.isDefault }
            }
            submitLabel={editing === 'new' ? 'Salva indirizzo' : 'Salva modifiche'}
            onSubmit={submit}
            onCancel={() => setEditing(null)}
          />
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setEditing('new')}
          className={`${buttonStyles.primary} mb-6`}
        >
          <Icon name="plus" className="size-4" /> Aggiungi un indirizzo
        </button>
      )}

      {result.error && !result.data ? (
        <ErrorState onRetry={refresh} />
      ) : !result.data ? (
        <div
          role="status"
          aria-label="Caricamento degli indirizzi"
          className="h-32 animate-pulse rounded-2xl bg-slate-200"
        />
      ) : addresses.length === 0 && !editing ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
          Non hai ancora salvato indirizzi. Il primo diventerà quello predefinito, proposto al
          checkout.
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2" aria-label="Indirizzi salvati">
          {addresses.map((address) => (
            <li
              key={address.id}
              className="flex flex-col rounded-2xl bg-white p-5 ring-1 ring-slate-200"
            >
              <div className="flex items-start justify-between gap-3">
                <p className="font-semibold">
                  {address.label || `${address.firstName} ${address.lastName}`}
                </p>
                {address.isDefault ? (
                  <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
                    Predefinito
                  </span>
                ) : null}
              </div>
              <address className="mt-2 text-sm text-slate-700 not-italic">
                {address.firstName} {address.lastName}
                <br />
                {address.street}
                <br />
                {address.postalCode} {address.city} ({address.province})
                <br />
                {address.phone}
              </address>
              <div className="mt-4 flex flex-wrap gap-2">
                <button
                  type="button"
                  onClick={() => setEditing(address)}
                  className={buttonStyles.ghost}
                >
                  Modifica<span className="sr-only"> {address.street}</span>
                </button>
                {!address.isDefault ? (
                  <button
                    type="button"
                    onClick={async () => {
                      await makeDefault({ id: address.id });
                      refresh();
                    }}
                    className={buttonStyles.ghost}
                  >
                    Rendi predefinito<span className="sr-only"> {address.street}</span>
                  </button>
                ) : null}
                <button
                  type="button"
                  onClick={async () => {
                    await remove({ id: address.id });
                    refresh();
                    showToast('Indirizzo eliminato.');
                  }}
                  className={buttonStyles.danger}
                >
                  Elimina<span className="sr-only"> {address.street}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </AccountLayout>
  );
}
