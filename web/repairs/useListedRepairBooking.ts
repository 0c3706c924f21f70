import { useState } from 'react';
import { useMutation } from 'urql';
import { LISTED_REPAIR_RULES, type ListedRepairFields } from '../../schema/rules/price-list';
import { graphql } from '../graphql';
import { useForm } from '../ui/useForm';

const RequestListedRepairMutation = graphql(`
  mutation RequestListedRepair($input: ListedRepairInput!) {
    requestListedRepair(input: $input) {
      id
      number
      labBookingToken
      listedPrice {
        repairName
        price
        priceWithVat
      }
    }
  }
`);

const EMPTY: ListedRepairFields = { name: '', email: '', phone: '', note: '', privacy: false };

/**
 * What the confirmation shows: the request's number, the price it states and the token that books
 * its drop-off at the lab (docs/product.md#appointments).
 */
export interface ListedRepairReceipt {
  number: string;
  email: string;
  bookingToken: string;
  listed: { repairName: string; price: number; priceWithVat: number } | null;
}

/**
 * Booking a repair from the price list (docs/product.md#price-list): the short form, and once sent
 * the request's number with the price it states. A refusal (the row gone meanwhile, a field the
 * server refuses) shows on its field or above the form.
 */
export function useListedRepairBooking(priceId: string) {
  const form = useForm(EMPTY, () => LISTED_REPAIR_RULES);
  const [{ fetching }, request] = useMutation(RequestListedRepairMutation);
  const [receipt, setReceipt] = useState<ListedRepairReceipt | null>(null);

  const onSubmit = form.onSubmit(async () => {
    const { note, ...fields } = form.values;
    const result = await request({ input: { ...fields, note: note.trim() || null, priceId } });
    const sent = result.data?.requestListedRepair;
    if (sent) {
      setReceipt({
        number: sent.number,
        email: fields.email,
        bookingToken: sent.labBookingToken,
        listed: sent.listedPrice ?? null,
      });
      window.scrollTo({ top: 0 });
    }
    return result;
  });

  return { form, receipt, sending: fetching, onSubmit };
}
