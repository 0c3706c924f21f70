import { useState } from 'react';
import { useMutation } from 'urql';
import { REQUEST_KIND, type RequestKind } from '../../../schema/vocabulary';
import { graphql } from '../../graphql';
import { showToast } from '../../ui/toast';

const ConvertQuoteMutation = graphql(`
  mutation AdminConvertQuote($id: ID!) {
    adminCreateRepairFromQuote(quoteRequestId: $id) {
      id
      code
    }
  }
`);

const ConvertShippingFormMutation = graphql(`
  mutation AdminConvertShippingForm($id: ID!) {
    adminCreateRepairFromShippingForm(shippingFormId: $id) {
      id
      code
    }
  }
`);

const SetRequestStatusMutation = graphql(`
  mutation AdminSetRequestStatus($kind: RequestKind!, $id: ID!, $status: RequestStatus!) {
    adminSetRequestStatus(kind: $kind, id: $id, status: $status)
  }
`);

/**
 * What staff do with a quote request or a shipping form: turn it into a repair, whose code is then
 * shown to hand out, or archive it. A refused conversion is said in a toast.
 */
export function useRequestActions(kind: RequestKind, id: string, onChanged: () => void) {
  const [quote, convertQuote] = useMutation(ConvertQuoteMutation);
  const [form, convertForm] = useMutation(ConvertShippingFormMutation);
  const [, setStatus] = useMutation(SetRequestStatusMutation);
  const [code, setCode] = useState<string | null>(null);

  const convert = async () => {
    const result = kind === 'preventivo' ? await convertQuote({ id }) : await convertForm({ id });
    const repair =
      result.data &&
      ('adminCreateRepairFromQuote' in result.data
        ? result.data.adminCreateRepairFromQuote
        : result.data.adminCreateRepairFromShippingForm);
    if (repair) {
      setCode(repair.code);
      onChanged();
    } else {
      showToast(result.error?.graphQLErrors[0]?.message ?? 'Operazione non riuscita.');
    }
  };

  const archive = async () => {
    await setStatus({ kind: REQUEST_KIND.toApi(kind), id, status: 'ARCHIVIATA' });
    onChanged();
  };

  return { code, converting: quote.fetching || form.fetching, convert, archive };
}
