import { buttonStyles } from '../ui/buttons';
import type { Address, Addresses } from './useAddresses';

/** A saved address with its default badge and what can be done with it. */
export function AddressCard({ address, actions }: { address: Address; actions: Addresses }) {
  return (
    <li className="flex flex-col rounded-2xl bg-white p-5 ring-1 ring-slate-200">
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
        <button type="button" onClick={() => actions.edit(address)} className={buttonStyles.ghost}>
          Modifica<span className="sr-only"> {address.street}</span>
        </button>
        {!address.isDefault ? (
          <button
            type="button"
            onClick={() => actions.makeDefault(address)}
            disabled={actions.busy}
            className={buttonStyles.ghost}
          >
            Rendi predefinito<span className="sr-only"> {address.street}</span>
          </button>
        ) : null}
        <button
          type="button"
          onClick={() => actions.remove(address)}
          disabled={actions.busy}
          className={buttonStyles.danger}
        >
          Elimina<span className="sr-only"> {address.street}</span>
        </button>
      </div>
    </li>
  );
}
