import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { Link } from 'wouter';
import { formatDate } from '../../schema/dates';
import { ROUTES } from '../../schema/routes';
import { maxLengthOf } from '../../schema/rules/form-rules';
import {
  FOR_A_DEFECT,
  WITHDRAWAL_DAYS,
  WITHDRAWAL_FORM_RULES,
  windowClosedMessage,
  withdrawalStatement,
} from '../../schema/rules/withdrawal';
import { SHOP } from '../../schema/shop';
import { RETURN_STATUS } from '../../schema/vocabulary';
import { graphql } from '../graphql';
import { buttonStyles } from '../ui/buttons';
import { TextAreaField, TextField } from '../ui/Field';
import { FormAlert } from '../ui/FormAlert';
import { Price } from '../ui/Price';
import { refusal } from '../ui/server-errors';

const WithdrawalQuery = graphql(`
  query OrderWithdrawal($id: ID!, $token: String) {
    order(id: $id, token: $token) {
      id
      number
      createdAt
      firstName
      lastName
      shippingAddress {
        street
        postalCode
        city
        province
      }
      withdrawal {
        deliveredAt
        until
        open
        returnable {
          position
          name
          brand
          color
          size
          quantity
        }
      }
      returns {
        id
        number
        status
        requestedAt
        refundAmount
        refusalReason
        lines {
          position
          name
          quantity
        }
        steps {
          status
          at
        }
      }
    }
  }
`);

const RequestMutation = graphql(`
  mutation RequestWithdrawal($id: ID!, $token: String, $input: WithdrawalInput!) {
    requestWithdrawal(orderId: $id, token: $token, input: $input) {
      id
      returns {
        id
        status
      }
    }
  }
`);

type Order = NonNullable<NonNullable<ReturnType<typeof useWithdrawal>['data']>['order']>;
type Withdrawal = NonNullable<Order['withdrawal']>;

function useWithdrawal(id: string, token: string | null) {
  const [result, reexecute] = useQuery({
    query: WithdrawalQuery,
    variables: { id, token },
    requestPolicy: 'cache-and-network',
  });
  return { data: result.data, reload: () => reexecute({ requestPolicy: 'network-only' }) };
}

/** Each return asked for this order: its number, where it stands, what comes back or why not. */
function Returns({ returns }: { returns: Order['returns'] }) {
  if (!returns.length) return null;
  return (
    <ul className="space-y-3">
      {returns.map((ret) => (
        <li key={ret.id} className="rounded-xl bg-slate-50 p-4 text-sm">
          <p className="font-semibold">
            Reso {ret.number}: {RETURN_STATUS.label(ret.status)}
          </p>
          <p className="text-slate-600">
            {ret.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ')}
          </p>
          <ol className="mt-1 text-slate-600">
            {ret.steps.map((step) => (
              <li key={`${step.status}-${step.at}`}>
                {RETURN_STATUS.label(step.status)} il {formatDate(step.at)}
              </li>
            ))}
          </ol>
          {ret.refundAmount !== null ? (
            <p className="mt-1 font-semibold">
              Rimborso: <Price cents={ret.refundAmount} />
            </p>
          ) : null}
          {ret.status === 'RIFIUTATO' ? (
            <div className="mt-1 space-y-1">
              {ret.refusalReason ? (
                <p className="whitespace-pre-line">Motivo: {ret.refusalReason}</p>
              ) : null}
              <p>
                {FOR_A_DEFECT}{' '}
                <a href={`mailto:${SHOP.email}`} className="font-semibold text-brand-700 underline">
                  {SHOP.email}
                </a>
                .
              </p>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The withdrawal form (Allegato I, parte B): which units, who withdraws, optionally why. */
function WithdrawalForm({
  order,
  withdrawal,
  token,
  onSent,
}: {
  order: Order;
  withdrawal: Withdrawal;
  token: string | null;
  onSent: () => void;
}) {
  const address = order.shippingAddress;
  const [counts, setCounts] = useState<Record<number, number>>({});
  const [name, setName] = useState(`${order.firstName} ${order.lastName}`);
  const [home, setHome] = useState(
    `${address.street}, ${address.postalCode} ${address.city} (${address.province})`,
  );
  const [reason, setReason] = useState('');
  const [sending, send] = useMutation(RequestMutation);
  const [error, setError] = useState<ReturnType<typeof refusal> | null>(null);
  const chosen = withdrawal.returnable
    .map((line) => ({ ...line, quantity: counts[line.position] ?? 0 }))
    .filter((line) => line.quantity > 0);
  const statement = withdrawalStatement({
    orderNumber: order.number,
    orderedAt: Date.parse(order.createdAt),
    deliveredAt: Date.parse(withdrawal.deliveredAt),
    lines: chosen,
    name,
    address: home,
    date: Date.now(),
  });

  return (
    <form
      className="space-y-4"
      aria-label="Modulo di recesso"
      onSubmit={async (event) => {
        event.preventDefault();
        const result = await send({
          id: order.id,
          token,
          input: {
            lines: chosen.map(({ position, quantity }) => ({ position, quantity })),
            name,
            address: home,
            reason: reason.trim() || null,
          },
        });
        if (result.error) setError(refusal(result.error));
        else onSent();
      }}
    >
      {error ? <FormAlert tone="error">{error.message}</FormAlert> : null}
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold">Quali prodotti restituisci</legend>
        {withdrawal.returnable.map((line) =>
          line.quantity > 0 ? (
            <TextField
              key={line.position}
              label={`${line.name} (${[line.brand, line.color, line.size].filter(Boolean).join(', ')})`}
              hint={`Al massimo ${line.quantity}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={line.quantity}
              value={counts[line.position] ?? 0}
              onChange={(event) =>
                setCounts({ ...counts, [line.position]: Number(event.target.value) || 0 })
              }
            />
          ) : null,
        )}
      </fieldset>
      <TextField
        label="Nome e cognome"
        autoComplete="name"
        maxLength={maxLengthOf(WITHDRAWAL_FORM_RULES.name)}
        required
        value={name}
        error={error?.fields?.name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label="Indirizzo"
        autoComplete="street-address"
        maxLength={maxLengthOf(WITHDRAWAL_FORM_RULES.address)}
        required
        value={home}
        error={error?.fields?.address}
        onChange={(event) => setHome(event.target.value)}
      />
      <TextAreaField
        label="Motivo"
        optional
        hint="Non è obbligatorio: ci aiuta a migliorare."
        maxLength={maxLengthOf(WITHDRAWAL_FORM_RULES.reason)}
        rows={3}
        value={reason}
        error={error?.fields?.reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div>
        <p className="mb-1 text-sm font-semibold">La tua dichiarazione di recesso</p>
        <p className="whitespace-pre-line rounded-xl bg-slate-50 p-4 text-sm">{statement}</p>
      </div>
      <button
        type="submit"
        disabled={sending.fetching || chosen.length === 0}
        className={buttonStyles.primary}
      >
        Invia la richiesta di recesso
      </button>
    </form>
  );
}

/**
 * The order page's withdrawal (docs/product.md#withdrawal): the 14 days and until when, the form
 * behind "Richiedi il reso", the requests made and where they stand; once the days are over,
 * why the button is gone.
 */
export function WithdrawalSection({ id, token }: { id: string; token: string | null }) {
  const { data, reload } = useWithdrawal(id, token);
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const order = data?.order;
  if (!order) return null;
  const withdrawal = order.withdrawal;
  const returnable = withdrawal?.returnable.some((line) => line.quantity > 0) ?? false;

  return (
    <section
      className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
      aria-labelledby="recesso-ordine"
    >
      <h2 id="recesso-ordine" className="font-bold">
        Reso e recesso
      </h2>
      {sent ? (
        <FormAlert tone="success">
          Richiesta di reso inviata: ti abbiamo scritto un'e-mail di conferma. Ti scriviamo di nuovo
          con le istruzioni per restituire i prodotti.
        </FormAlert>
      ) : null}
      <Returns returns={order.returns} />
      {!withdrawal ? (
        <p className="text-sm text-slate-600">
          Dalla consegna avrai {WITHDRAWAL_DAYS} giorni per recedere dall'acquisto.
        </p>
      ) : withdrawal.open ? (
        returnable ? (
          <>
            <p className="text-sm text-slate-700">
              Puoi recedere dall'acquisto senza indicare il motivo entro il{' '}
              {formatDate(withdrawal.until)} ({WITHDRAWAL_DAYS} giorni dalla consegna).
            </p>
            {open ? (
              <WithdrawalForm
                order={order}
                withdrawal={withdrawal}
                token={token}
                onSent={() => {
                  setOpen(false);
                  setSent(true);
                  reload();
                }}
              />
            ) : (
              <button
                type="button"
                className={buttonStyles.secondary}
                onClick={() => {
                  setSent(false);
                  setOpen(true);
                }}
              >
                Richiedi il reso
              </button>
            )}
          </>
        ) : null
      ) : (
        <p className="text-sm text-slate-700">
          {windowClosedMessage(Date.parse(withdrawal.until))}{' '}
          <Link to={`${ROUTES.support}#resi`} className="font-semibold text-brand-700 underline">
            Garanzia e assistenza
          </Link>
        </p>
      )}
    </section>
  );
}
