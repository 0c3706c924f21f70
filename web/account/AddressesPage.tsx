import { buttonStyles } from '../ui/buttons';
import { ErrorState } from '../ui/ErrorState';
import { Icon } from '../ui/Icon';
import { AccountLayout } from './AccountLayout';
import { AddressCard } from './AddressCard';
import { AddressForm, EMPTY_ADDRESS } from './AddressForm';
import { type Addresses, addressValues, useAddresses } from './useAddresses';

export function AddressesPage() {
  const page = useAddresses();
  return (
    <AccountLayout
      title="I miei indirizzi"
      description="Gli indirizzi di spedizione salvati nel tuo account."
    >
      {page.editing ? (
        <AddressEditor page={page} />
      ) : (
        <button
          type="button"
          onClick={() => page.edit('new')}
          className={`${buttonStyles.primary} mb-6`}
        >
          <Icon name="plus" className="size-4" /> Aggiungi un indirizzo
        </button>
      )}
      {page.failed ? (
        <ErrorState onRetry={page.refresh} />
      ) : !page.loaded ? (
        <div
          role="status"
          aria-label="Caricamento degli indirizzi"
          className="h-32 animate-pulse rounded-2xl bg-slate-200"
        />
      ) : page.addresses.length === 0 && !page.editing ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
          Non hai ancora salvato indirizzi. Il primo diventerà quello predefinito, proposto al
          checkout.
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2" aria-label="Indirizzi salvati">
          {page.addresses.map((address) => (
            <AddressCard key={address.id} address={address} actions={page} />
          ))}
        </ul>
      )}
    </AccountLayout>
  );
}

/** The form for a new address (the first becomes the default) or for one being changed. */
function AddressEditor({ page }: { page: Addresses }) {
  const editing = page.editing;
  if (!editing) return null;
  return (
    <div className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6">
      <h2 className="mb-4 text-lg font-bold">
        {editing === 'new' ? 'Nuovo indirizzo' : 'Modifica indirizzo'}
      </h2>
      <AddressForm
        initial={
          editing === 'new'
            ? { ...EMPTY_ADDRESS, makeDefault: page.addresses.length === 0 }
            : addressValues(editing)
        }
        submitLabel={editing === 'new' ? 'Salva indirizzo' : 'Salva modifiche'}
        onSubmit={page.submit}
        onCancel={() => page.edit(null)}
      />
    </div>
  );
}
