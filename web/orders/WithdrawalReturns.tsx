import { formatDate } from '../../schema/dates';
import { FOR_A_DEFECT } from '../../schema/rules/withdrawal';
import { SHOP } from '../../schema/shop';
import { RETURN_STATUS } from '../../schema/vocabulary';
import { Price } from '../ui/Price';
import type { WithdrawalOrder } from './useWithdrawal';

/** Each return asked for this order: its number, where it stands, what comes back or why not. */
export function WithdrawalReturns({ returns }: { returns: WithdrawalOrder['returns'] }) {
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
