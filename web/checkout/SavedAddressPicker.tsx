import { SelectField } from '../ui/Field';
import { type PickedAddress, useSavedAddresses } from './useSavedAddresses';

interface SavedAddressPickerProps {
  /** Fill the form with an address and, the first time, the account's e-mail. */
  onPick: (address: PickedAddress) => void;
  /** Whether to fill in the default address by itself, once, as soon as it is known. */
  prefill: boolean;
}

/** For a signed-in buyer: the saved addresses, the default one filled in at once. */
export function SavedAddressPicker({ onPick, prefill }: SavedAddressPickerProps) {
  const { addresses, pick } = useSavedAddresses(onPick, prefill);

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
      onChange={(event) => pick(event.target.value)}
    />
  );
}
