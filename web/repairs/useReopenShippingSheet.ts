import { useState } from 'react';
import { useClient } from 'urql';
import { SHIPPING_SHEET_RULES } from '../../schema/rules/shipping-sheet';
import { graphql } from '../graphql';
import { useForm } from '../ui/useForm';
import { type ShippingReceipt, ShippingReceiptFragment } from './shipping-receipt';

const ShippingSheetQuery = graphql(
  `
  query ShippingSheet($number: String!, $email: String!) {
    shippingSheet(number: $number, email: $email) {
      ...ShippingReceipt
    }
  }
`,
  [ShippingReceiptFragment],
);

type SheetLookup =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'found'; receipt: ShippingReceipt }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string };

/**
 * Finding a sent form's sheet again by its number and the e-mail the sender gave
 * (docs/product.md#shipping-form): found, not found, or the refusal in its words.
 */
export function useReopenShippingSheet(number: string) {
  const client = useClient();
  const form = useForm({ number, email: '' }, () => SHIPPING_SHEET_RULES);
  const [state, setState] = useState<SheetLookup>({ kind: 'idle' });
  const onSubmit = form.onSubmit(
    async () => {
      setState({ kind: 'searching' });
      const result = await client
        .query(ShippingSheetQuery, form.values, { requestPolicy: 'network-only' })
        .toPromise();
      if (result.data?.shippingSheet) {
        setState({ kind: 'found', receipt: result.data.shippingSheet });
      } else if (!result.error) {
        setState({ kind: 'missing' });
      }
      return result;
    },
    (message) => setState({ kind: 'failed', message }),
  );
  return { form, state, onSubmit };
}
