import { useState } from 'react';
import { useMutation } from 'urql';
import { REQUEST_KIND, type RequestKind } from '../../../schema/vocabulary';
import { useStaffAction } from '../../admin/useStaffAction';
import { graphql } from '../../graphql';
import { refusal } from '../../ui/server-errors';
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
 * shown to hand out, or archive it. Either says in a toast how it went, a refusal in its words.
 */
export function useRequestActions(kind: RequestKind, id: string, onChanged: () => void) {
  const [quote, convertQuote] = useMutation(ConvertQuoteMutation);
  const [form, convertForm] = useMutation(ConvertShippingFormMutation);
  const archiving = useStaffAction(SetRequestStatusMutation, onChanged);
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
      showToast(result.error ? refusal(result.error).message : 'Operazione non riuscita.');
    }
  };

  const archive = () =>
    archiving.run(
      { kind: REQUEST_KIND.toApi(kind), id, status: 'ARCHIVIATA' },
      'Richiesta archiviata.',
    );

  return {
    code,
    converting: quote.fetching || form.fetching,
    convert,
    archive,
    archiving: archiving.busy,
  };
}
