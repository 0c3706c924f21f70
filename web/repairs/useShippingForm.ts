import { useState } from 'react';
import { useMutation } from 'urql';
import { deviceText } from '../../schema/rules/account-devices';
import { NO_LOCK_CODE, type ShippingFormFields } from '../../schema/rules/repairs';
import { shippingFormErrors } from '../../schema/rules/shipment-checks';
import { CARRIER } from '../../schema/vocabulary';
import { graphql } from '../graphql';
import { useForm } from '../ui/useForm';
import { type ShippingReceipt, ShippingReceiptFragment } from './shipping-receipt';
import type { PickedDevice } from './useAccountDevices';
import { useWarrantyClaim } from './useWarrantyClaim';

const SubmitShippingFormMutation = graphql(
  `
  mutation SubmitShippingForm($input: ShippingFormInput!) {
    submitShippingForm(input: $input) {
      ...ShippingReceipt
    }
  }
`,
  [ShippingReceiptFragment],
);

const EMPTY: ShippingFormFields = {
  senderName: '',
  street: '',
  postalCode: '',
  city: '',
  province: '',
  phone: '',
  email: '',
  device: '',
  problem: '',
  codLock: '',
  carrier: '',
  trackingNumber: '',
  acceptRules: false,
};

/** The form's fields and, with a courier named, a number that courier prints. */
const CHECK = { errorsOf: shippingFormErrors };

/**
 * The shipping form (docs/product.md#shipping-form): sender, device (picked from the account or
 * from the repair whose warranty it claims), unlock code, the courier and its tracking number
 * when the sender knows them (docs/product.md#shipments); once sent, the receipt the printed sheet
 * shows. A refusal shows on its field or above the form.
 */
export function useShippingForm() {
  const form = useForm(EMPTY, CHECK);
  const [{ fetching }, submit] = useMutation(SubmitShippingFormMutation);
  const [receipt, setReceipt] = useState<ShippingReceipt | null>(null);
  const { setValue } = form;
  const warranty = useWarrantyClaim((claim, email) => {
    if (email) setValue('email', email);
    setValue('device', claim.repair.device);
  });

  const onSubmit = form.onSubmit(async () => {
    const { carrier, trackingNumber, ...values } = form.values;
    const result = await submit({
      input: {
        ...values,
        carrier: CARRIER.has(carrier) ? CARRIER.toApi(carrier) : null,
        trackingNumber: trackingNumber.trim() || null,
        warrantyOfRepairCode: warranty.sentCode,
      },
    });
    if (result.data) {
      setReceipt(result.data.submitShippingForm);
      window.scrollTo({ top: 0 });
    }
    return result;
  });

  return {
    form,
    warranty,
    receipt,
    sending: fetching,
    pickDevice: (device: PickedDevice) =>
      setValue('device', deviceText(device), { validate: true }),
    noLockCode: () => setValue('codLock', NO_LOCK_CODE, { validate: true }),
    onSubmit,
  };
}
