import { Link } from 'wouter';
import { formatDate } from '../../schema/dates';
import { ROUTES } from '../../schema/routes';
import { WITHDRAWAL_DAYS, windowClosedMessage } from '../../schema/rules/withdrawal';
import { buttonStyles } from '../ui/buttons';
import { FormAlert } from '../ui/FormAlert';
import { useWithdrawal, type Withdrawal, type WithdrawalOrder } from './useWithdrawal';
import { useWithdrawalForm } from './useWithdrawalForm';
import { WithdrawalForm } from './WithdrawalForm';
import { WithdrawalReturns } from './WithdrawalReturns';

/**
 * The order page's withdrawal (docs/product.md#withdrawal): the 14 days and until when, the form
 * behind "Richiedi il reso", the requests made and where they stand; once the days are over,
 * why the button is gone.
 */
export function WithdrawalSection({ id, token }: { id: string; token: string | null }) {
  const withdrawal = useWithdrawal(id, token);
  const order = withdrawal.order;
  if (!order) return null;
  return (
    <section
      className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
      aria-labelledby="recesso-ordine"
    >
      <h2 id="recesso-ordine" className="font-bold">
        Reso e recesso
      </h2>
      {withdrawal.sent ? (
        <FormAlert tone="success">
          Richiesta di reso inviata: ti abbiamo scritto un'e-mail di conferma. Ti scriviamo di nuovo
          con le istruzioni per restituire i prodotti.
        </FormAlert>
      ) : null}
      <WithdrawalReturns returns={order.returns} />
      {!order.withdrawal ? (
        <p className="text-sm text-slate-600">
          Dalla consegna avrai {WITHDRAWAL_DAYS} giorni per recedere dall'acquisto.
        </p>
      ) : order.withdrawal.open ? (
        withdrawal.returnable ? (
          <>
            <p className="text-sm text-slate-700">
              Puoi recedere dall'acquisto senza indicare il motivo entro il{' '}
              {formatDate(order.withdrawal.until)} ({WITHDRAWAL_DAYS} giorni dalla consegna).
            </p>
            {withdrawal.open ? (
              <OpenForm
                order={order}
                withdrawal={order.withdrawal}
                token={token}
                onSent={withdrawal.onSent}
              />
            ) : (
              <button type="button" className={buttonStyles.secondary} onClick={withdrawal.start}>
                Richiedi il reso
              </button>
            )}
          </>
        ) : null
      ) : (
        <p className="text-sm text-slate-700">
          {windowClosedMessage(Date.parse(order.withdrawal.until))}{' '}
          <Link to={`${ROUTES.support}#resi`} className="font-semibold text-brand-700 underline">
            Garanzia e assistenza
          </Link>
        </p>
      )}
    </section>
  );
}

/** The form while open: its state starts afresh each time the buyer opens it. */
function OpenForm(props: {
  order: WithdrawalOrder;
  withdrawal: Withdrawal;
  token: string | null;
  onSent: () => void;
}) {
  const form = useWithdrawalForm(props.order, props.withdrawal, props.token, props.onSent);
  return <WithdrawalForm withdrawal={props.withdrawal} form={form} />;
}
