import { DEVICE_CATEGORY } from '../../schema/vocabulary';
import { SelectField } from '../ui/Field';
import { type PickedDevice, useAccountDevices } from './useAccountDevices';

/**
 * "I tuoi dispositivi": for a signed-in customer, the devices the account remembers
 * (docs/product.md#accounts); picking one fills the form's device fields. Nothing when there are
 * none.
 */
export function AccountDevicePicker({
  onPick,
  className,
}: {
  onPick: (device: PickedDevice) => void;
  className?: string;
}) {
  const devices = useAccountDevices();
  if (devices.length === 0) return null;
  return (
    <SelectField
      label="I tuoi dispositivi"
      hint="Scegline uno per compilare i dati del dispositivo."
      placeholder="Scegli un tuo dispositivo"
      className={className}
      value=""
      options={devices.map((device, index) => ({
        value: String(index),
        label: `${device.brand} ${device.model} · ${DEVICE_CATEGORY.label(device.category)}`,
      }))}
      onChange={(event) => {
        const device = devices[Number(event.target.value)];
        // The picker fills the form and keeps no choice of its own: it is ready for another.
        // Preact leaves the DOM's value alone until something here renders again.
        event.currentTarget.value = '';
        if (device) onPick(device);
      }}
    />
  );
}
