import { RETURN_STATUS } from '../../../schema/vocabulary';
import { ReturnFacts } from './ReturnFacts';
import { ReturnSteps } from './ReturnSteps';
import { useReturnActions } from './useReturnActions';

/**
 * The order's returns for the staff (docs/product.md#withdrawal): the statement as sent, the
 * steps taken and by whom, the next step (accept, record the goods received, refund) and, until
 * the goods arrive, the refusal with its reason.
 */
export function ReturnPanel({ orderId }: { orderId: string }) {
  const actions = useReturnActions(orderId);
  if (!actions.returns.length) return null;
  return (
    <section aria-label="Resi" className="space-y-4">
      <h3 className="font-bold">Resi</h3>
      {actions.returns.map((ret) => (
        <article key={ret.id} className="space-y-3 rounded-xl bg-slate-50 p-4">
          <h4 className="font-semibold">
            Reso {ret.number}: {RETURN_STATUS.label(ret.status)}
          </h4>
          <ReturnFacts ret={ret} />
          <details>
            <summary className="cursor-pointer text-sm font-semibold">
              Dichiarazione di recesso
            </summary>
            <p className="mt-2 whitespace-pre-line text-sm">{ret.statement}</p>
          </details>
          <ReturnSteps ret={ret} actions={actions} />
        </article>
      ))}
    </section>
  );
}
