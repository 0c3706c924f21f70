import { useState } from 'react';
import { useMutation } from 'urql';
import { useSearch } from 'wouter';
import { quotePrefillOf } from '../../schema/rules/price-list';
import { QUOTE_RULES, type QuoteFields } from '../../schema/rules/repairs';
import { DEVICE_CATEGORY } from '../../schema/vocabulary';
import { graphql } from '../graphql';
import { useForm } from '../ui/useForm';
import type { PickedDevice } from './useAccountDevices';
import { useWarrantyClaim } from './useWarrantyClaim';

const RequestQuoteMutation = graphql(`
  mutation RequestQuote($input: QuoteRequestInput!) {
    requestQuote(input: $input) {
      id
      number
      labBookingToken
    }
  }
`);

const EMPTY: QuoteFields = {
  name: '',
  email: '',
  phone: '',
  deviceCategory: '',
  brand: '',
  model: '',
  problem: '',
  privacy: false,
};

/**
 * A request for a quote: the form, started from what its address carries (the price list hands
 * over the device and the fault, docs/product.md#price-list), a device picked from the account or
 * from the repair whose warranty it claims, and once sent the request's number and the token that
 * books its drop-off (docs/product.md#appointments). A refusal shows on its field or above the
 * form.
 */
export function useQuoteRequest() {
  const form = useForm({ ...EMPTY, ...quotePrefillOf(useSearch()) }, () => QUOTE_RULES);
  const [{ fetching }, requestQuote] = useMutation(RequestQuoteMutation);
  const [receipt, setReceipt] = useState<{ number: string; labBookingToken: string } | null>(null);
  const { setValue } = form;
  const pickDevice = (device: PickedDevice) => {
    setValue('deviceCategory', DEVICE_CATEGORY.fromApi(device.category), { validate: true });
    setValue('brand', device.brand, { validate: true });
    setValue('model', device.model, { validate: true });
  };
  const warranty = useWarrantyClaim((claim, email) => {
    if (email) setValue('email', email);
    const { deviceCategory: category, brand, model } = claim;
    if (category && brand && model) pickDevice({ category, brand, model });
  });

  const onSubmit = form.onSubmit(async () => {
    const { values } = form;
    // The form's rules have already refused anything but a listed category.
    if (!DEVICE_CATEGORY.has(values.deviceCategory)) return;
    const result = await requestQuote({
      input: {
        ...values,
        deviceCategory: DEVICE_CATEGORY.toApi(values.deviceCategory),
        warrantyOfRepairCode: warranty.sentCode,
      },
    });
    if (result.data) {
      setReceipt(result.data.requestQuote);
      window.scrollTo({ top: 0 });
    }
    return result;
  });

  return {
    form,
    warranty,
    number: receipt?.number ?? null,
    bookingToken: receipt?.labBookingToken ?? null,
    sending: fetching,
    pickDevice,
    onSubmit,
  };
}
