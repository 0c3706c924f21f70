import { REFUSABLE_RETURNS } from '../../../schema/rules/withdrawal';
import { type ApiValueOf, RETURN_STATUS } from '../../../schema/vocabulary';
import { buttonStyles } from '../../ui/buttons';
import { OnlineRefund } from './OnlineRefund';
import { RefundForm } from './RefundForm';
import { RefusalForm } from './RefusalForm';
import type { ReturnActions, StaffReturn } from './useReturnActions';

/** Whether the staff may still refuse a return, its state as the API names it. */
const refusable = (status: ApiValueOf<typeof RETURN_STATUS>) =>
  REFUSABLE_RETURNS.includes(RETURN_STATUS.fromApi(status));

/** The next step on a return, its refusal while the goods have not arrived, and its refund. */
export function ReturnSteps({ ret, actions }: { ret: StaffReturn; actions: ReturnActions }) {
  const refusing = actions.refusingId === ret.id;
  return (
    <>
      <div className="flex flex-wrap gap-2 empty:hidden">
        {ret.status === 'RICHIESTO' || ret.status === 'ACCETTATO' ? (
          <button
            type="button"
            disabled={actions.busy.stepping}
            className={buttonStyles.primary}
            onClick={() => actions.step(ret)}
          >
            {ret.status === 'RICHIESTO'
              ? 'Accetta il reso'
              : 'Segna come ricevuto (rimette i pezzi a magazzino)'}
          </button>
        ) : null}
        {refusable(ret.status) ? (
          <button
            type="button"
            ref={refusing ? actions.refuseButton : undefined}
            aria-expanded={refusing}
            className={buttonStyles.danger}
            onClick={() => actions.toggleRefusal(ret)}
          >
            Rifiuta il reso
          </button>
        ) : null}
      </div>
      {refusing && refusable(ret.status) ? (
        <RefusalForm
          busy={actions.busy.refusing}
          onRefuse={(reason) => actions.refuse(ret, reason)}
          onCancel={actions.closeRefusal}
        />
      ) : null}
      {ret.adminRefund && ret.status === 'RICEVUTO' ? (
        <OnlineRefund
          refund={ret.adminRefund}
          busy={actions.busy.refunding}
          onRetry={() => ret.adminRefund && actions.retry(ret, ret.adminRefund.id)}
        />
      ) : ret.status === 'RICEVUTO' ? (
        <RefundForm
          due={ret.adminRefundDue}
          busy={actions.busy.refunding}
          onRefund={(amount, note) => actions.refund(ret, amount, note)}
        />
      ) : null}
    </>
  );
}
