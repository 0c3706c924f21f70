import { useState } from 'react';
import { useMutation } from 'urql';
import { REQUEST_KIND, type RequestKind } from '../../../schema/vocabulary';
import { useAdminUrl } from '../../admin/admin-url';
import { graphql } from '../../graphql';
import { buttonStyles } from '../../ui/buttons';
import { showToast } from '../../ui/toast';
import { RepairCodeNotice } from './RepairCodeNotice';

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

interface RequestActionsProps {
  kind: RequestKind;
  request: { id: string; status: string; repairId?: string | null };
  onChanged: () => void;
}

/** What staff do with a request: turn it into a repair (and hand out the code) or archive it. */
export function RequestActions({ kind, request, onChanged }: RequestActionsProps) {
  const url = useAdminUrl();
  const [quote, convertQuote] = useMutation(ConvertQuoteMutation);
  const [form, convertForm] = useMutation(ConvertShippingFormMutation);
  const [, setStatus] = useMutation(SetRequestStatusMutation);
  const [code, setCode] = useState<string | null>(null);

  const convert = async () => {
    const result =
      kind === 'preventivo'
        ? await convertQuote({ id: request.id })
        : await convertForm({ id: request.id });
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

  return (
    <div className="mt-5 space-y-4">
      {code ? <RepairCodeNotice code={code} /> : null}
      <div className="flex flex-wrap gap-2">
        {request.repairId ? (
          <button
            type="button"
            onClick={() => url.go({ view: 'riparazioni', id: request.repairId ?? null })}
            className={buttonStyles.secondary}
          >
            Vai alla riparazione
          </button>
        ) : (
          <button
            type="button"
            disabled={quote.fetching || form.fetching}
            onClick={convert}
            className={buttonStyles.primary}
          >
            Crea la riparazione
          </button>
        )}
        {request.status !== 'ARCHIVIATA' && !request.repairId ? (
          <button
            type="button"
            onClick={async () => {
              await setStatus({
                kind: REQUEST_KIND.toApi(kind),
                id: request.id,
                status: 'ARCHIVIATA',
              });
              onChanged();
            }}
            className={buttonStyles.secondary}
          >
            Archivia
          </button>
        ) : null}
      </div>
    </div>
  );
}
