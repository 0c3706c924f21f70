import { type ReactNode, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { formatDateTime } from '../../../schema/dates';
import { centsFromEuros, formatPrice } from '../../../schema/rules/money';
import { RETURN_STATUS } from '../../../schema/vocabulary';
import { Facts } from '../../admin/AdminList';
import { graphql } from '../../graphql';
import { buttonStyles } from '../../ui/buttons';
import { TextField } from '../../ui/Field';
import { eurosForInput, Price } from '../../ui/Price';
import { refusal } from '../../ui/server-errors';
import { showToast } from '../../ui/toast';

const ReturnsQuery = graphql(`
  query AdminOrderReturns($id: ID!) {
    adminOrder(id: $id) {
      id
      returns {
        id
        number
        status
        statement
        reason
        requestedAt
        refundAmount
        refundNote
        adminRefundDue
        lines {
          position
          name
          quantity
          ordered
        }
        steps {
          status
          at
          staffEmail
        }
      }
    }
  }
`);

const AcceptMutation = graphql(`
  mutation AdminAcceptReturn($id: ID!, $from: ReturnStatus!) {
    adminAcceptReturn(id: $id, from: $from) {
      id
    }
  }
`);

const ReceiveMutation = graphql(`
  mutation AdminReceiveReturn($id: ID!, $from: ReturnStatus!) {
    adminReceiveReturn(id: $id, from: $from) {
      id
    }
  }
`);

const RefundMutation = graphql(`
  mutation AdminRefundReturn($id: ID!, $from: ReturnStatus!, $amount: Money, $note: String) {
    adminRefundReturn(id: $id, from: $from, amount: $amount, note: $note) {
      id
    }
  }
`);

const UNREADABLE_AMOUNT = "Scrivi l'importo in euro, ad esempio 12,50.";

/** A received return's refund: what is due, lowered only with a note for diminished value. */
function RefundForm({
  due,
  onRefund,
  busy,
}: {
  due: number;
  onRefund: (amount: number, note: string | null) => void;
  busy: boolean;
}) {
  const [euros, setEuros] = useState(eurosForInput(due));
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        const amount = centsFromEuros(euros);
        if (amount === null) return setError(UNREADABLE_AMOUNT);
        setError(undefined);
        onRefund(amount, note.trim() || null);
      }}
    >
      <TextField
        label="Importo del rimborso (IVA inclusa)"
        hint={`Dovuto: ${formatPrice(due)}`}
        inputMode="decimal"
        value={euros}
        error={error}
        onChange={(event) => setEuros(event.target.value)}
      />
      <TextField
        label="Nota (obbligatoria se rimborsi meno del dovuto)"
        optional
        maxLength={500}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <button type="submit" disabled={busy} className={`${buttonStyles.primary} sm:col-span-2`}>
        Registra il rimborso
      </button>
    </form>
  );
}

/**
 * The order's returns for the staff (docs/product.md#withdrawal): the statement as sent, the
 * steps taken and by whom, and the next step (accept, record the goods received, refund).
 */
export function ReturnPanel({ orderId }: { orderId: string }) {
  const [{ data }, reexecute] = useQuery({
    query: ReturnsQuery,
    variables: { id: orderId },
    requestPolicy: 'network-only',
  });
  const [accepting, accept] = useMutation(AcceptMutation);
  const [receiving, receive] = useMutation(ReceiveMutation);
  const [refunding, refund] = useMutation(RefundMutation);
  const returns = data?.adminOrder?.returns ?? [];
  if (!returns.length) return null;

  // Every step sends the state shown here; a CONFLICT means someone else moved it first.
  const after = (result: { error?: Parameters<typeof refusal>[0] }, done: string) => {
    showToast(result.error ? refusal(result.error).message : done);
    reexecute({ requestPolicy: 'network-only' });
  };

  return (
    <section aria-label="Resi" className="space-y-4">
      <h3 className="font-bold">Resi</h3>
      {returns.map((ret) => (
        <article key={ret.id} className="space-y-3 rounded-xl bg-slate-50 p-4">
          <h4 className="font-semibold">
            Reso {ret.number}: {RETURN_STATUS.label(ret.status)}
          </h4>
          <Facts
            rows={[
              ['Richiesto', formatDateTime(ret.requestedAt)],
              [
                'Prodotti',
                ret.lines
                  .map((line) => `${line.quantity} di ${line.ordered} × ${line.name}`)
                  .join('\n'),
              ],
              ...(ret.reason ? [['Motivo', ret.reason] as [string, string]] : []),
              [
                'Passaggi',
                ret.steps
                  .map(
                    (step) =>
                      `${RETURN_STATUS.label(step.status)}: ${formatDateTime(step.at)}${step.staffEmail ? ` (${step.staffEmail})` : ''}`,
                  )
                  .join('\n'),
              ],
              ...(ret.refundAmount !== null
                ? [
                    ['Rimborsato', <Price key="refund" cents={ret.refundAmount} />] as [
                      string,
                      ReactNode,
                    ],
                  ]
                : []),
              ...(ret.refundNote
                ? [['Nota sul rimborso', ret.refundNote] as [string, string]]
                : []),
            ]}
          />
          <details>
            <summary className="cursor-pointer text-sm font-semibold">
              Dichiarazione di recesso
            </summary>
            <p className="mt-2 whitespace-pre-line text-sm">{ret.statement}</p>
          </details>
          {ret.status === 'RICHIESTO' || ret.status === 'ACCETTATO' ? (
            <button
              type="button"
              disabled={accepting.fetching || receiving.fetching}
              className={buttonStyles.primary}
              onClick={async () =>
                ret.status === 'RICHIESTO'
                  ? after(
                      await accept({ id: ret.id, from: ret.status }),
                      `Reso ${ret.number} accettato: il cliente ha le istruzioni per la spedizione.`,
                    )
                  : after(
                      await receive({ id: ret.id, from: ret.status }),
                      `Reso ${ret.number}: prodotti ricevuti e rimessi a magazzino.`,
                    )
              }
            >
              {ret.status === 'RICHIESTO'
                ? 'Accetta il reso'
                : 'Segna come ricevuto (rimette i pezzi a magazzino)'}
            </button>
          ) : null}
          {ret.status === 'RICEVUTO' ? (
            <RefundForm
              due={ret.adminRefundDue}
              busy={refunding.fetching}
              onRefund={async (amount, note) =>
                after(
                  await refund({ id: ret.id, from: ret.status, amount, note }),
                  `Reso ${ret.number}: rimborso registrato.`,
                )
              }
            />
          ) : null}
        </article>
      ))}
    </section>
  );
}
