import { type ReactNode, useRef, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { formatDateTime } from '../../../schema/dates';
import { maxLengthOf } from '../../../schema/rules/form-rules';
import { centsFromEuros, formatPrice } from '../../../schema/rules/money';
import { REFUND_RULES, REFUSABLE_RETURNS, REFUSAL_RULES } from '../../../schema/rules/withdrawal';
import { type ApiValueOf, RETURN_STATUS } from '../../../schema/vocabulary';
import { Facts } from '../../admin/AdminList';
import { graphql } from '../../graphql';
import { buttonStyles } from '../../ui/buttons';
import { TextAreaField, TextField } from '../../ui/Field';
import { eurosForInput, Price } from '../../ui/Price';
import { refusal } from '../../ui/server-errors';
import { showToast } from '../../ui/toast';
import { type ServerAnswer, useForm } from '../../ui/useForm';

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
        refusalReason
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

const RefuseMutation = graphql(`
  mutation AdminRefuseReturn($id: ID!, $from: ReturnStatus!, $reason: String!) {
    adminRefuseReturn(id: $id, from: $from, reason: $reason) {
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
        maxLength={maxLengthOf(REFUND_RULES.note)}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <button type="submit" disabled={busy} className={`${buttonStyles.primary} sm:col-span-2`}>
        Registra il rimborso
      </button>
    </form>
  );
}

/** Whether the staff may still refuse a return, its state as the API names it. */
const refusable = (status: ApiValueOf<typeof RETURN_STATUS>) =>
  REFUSABLE_RETURNS.includes(RETURN_STATUS.fromApi(status));

/** Why the staff refuse a return whose goods have not arrived: the customer reads it. */
function RefusalForm({
  busy,
  onRefuse,
  onCancel,
}: {
  busy: boolean;
  onRefuse: (reason: string) => Promise<ServerAnswer>;
  onCancel: () => void;
}) {
  const form = useForm({ reason: '' }, () => REFUSAL_RULES);
  return (
    <form
      noValidate
      aria-label="Rifiuto del reso"
      className="space-y-3 rounded-xl border border-red-200 bg-white p-4"
      onSubmit={form.onSubmit(() => onRefuse(form.values.reason.trim()), showToast)}
    >
      <TextAreaField
        label="Motivo del rifiuto"
        hint="Il cliente lo legge nell'e-mail e nella pagina dell'ordine (ad esempio: prodotto sigillato aperto dopo la consegna, art. 59 del Codice del Consumo)."
        autoFocus
        required
        rows={3}
        maxLength={maxLengthOf(REFUSAL_RULES.reason)}
        error={form.errors.reason}
        {...form.text('reason')}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className={buttonStyles.danger}>
          Conferma il rifiuto
        </button>
        <button type="button" className={buttonStyles.ghost} onClick={onCancel}>
          Annulla
        </button>
      </div>
    </form>
  );
}

/**
 * The order's returns for the staff (docs/product.md#withdrawal): the statement as sent, the
 * steps taken and by whom, the next step (accept, record the goods received, refund) and, until
 * the goods arrive, the refusal with its reason.
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
  const [refusing, refuse] = useMutation(RefuseMutation);
  // The return whose refusal form is open; its button takes focus back on «Annulla».
  const [refusingId, setRefusingId] = useState<string | null>(null);
  const refuseButton = useRef<HTMLButtonElement>(null);
  const returns = data?.adminOrder?.returns ?? [];
  if (!returns.length) return null;

  // Every step sends the state shown here; a CONFLICT means someone else moved it first.
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  const after = (result: { error?: Parameters<typeof refusal>[0] }, done: string) => {
    showToast(result.error ? refusal(result.error).message : done);
    reload();
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
              ...(ret.refusalReason
                ? [['Motivo del rifiuto', ret.refusalReason] as [string, string]]
                : []),
            ]}
          />
          <details>
            <summary className="cursor-pointer text-sm font-semibold">
              Dichiarazione di recesso
            </summary>
            <p className="mt-2 whitespace-pre-line text-sm">{ret.statement}</p>
          </details>
          <div className="flex flex-wrap gap-2 empty:hidden">
            {ret.status === 'RICHIESTO' || ret.status === 'ACCETTATO' ? (
              <button
                type="button"
                disabled={accepting.fetching || receiving.fetching || refusing.fetching}
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
            {refusable(ret.status) ? (
              <button
                type="button"
                ref={refusingId === ret.id ? refuseButton : undefined}
                aria-expanded={refusingId === ret.id}
                className={buttonStyles.danger}
                onClick={() => setRefusingId(refusingId === ret.id ? null : ret.id)}
              >
                Rifiuta il reso
              </button>
            ) : null}
          </div>
          {refusingId === ret.id && refusable(ret.status) ? (
            <RefusalForm
              busy={refusing.fetching}
              onRefuse={async (reason) => {
                const result = await refuse({ id: ret.id, from: ret.status, reason });
                if (!result.error) {
                  setRefusingId(null);
                  showToast(`Reso ${ret.number} rifiutato: abbiamo scritto al cliente.`);
                }
                reload();
                return result;
              }}
              onCancel={() => {
                setRefusingId(null);
                refuseButton.current?.focus();
              }}
            />
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
