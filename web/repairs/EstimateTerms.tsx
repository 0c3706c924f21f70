import { formatDate } from '../../schema/dates';
import { TAX_NOTE } from '../../schema/page-copy';
import { Price } from '../ui/Price';
import { Totals } from '../ui/Totals';
import type { Estimate } from './useEstimateAnswer';

/** Days, validity and the diagnosis fee beside the totals; the technician's note under them. */
export function EstimateTerms({ estimate }: { estimate: Estimate }) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <dl className="space-y-2 text-sm">
          <div>
            <dt className="text-slate-600">Tempi stimati</dt>
            <dd className="font-semibold">
              {estimate.estimatedDays === 1
                ? '1 giorno lavorativo'
                : `${estimate.estimatedDays} giorni lavorativi`}{' '}
              dall'accettazione
            </dd>
          </div>
          {estimate.status === 'SENT' ? (
            <div>
              <dt className="text-slate-600">Validità</dt>
              <dd className="font-semibold">Valido fino al {formatDate(estimate.validUntil)}</dd>
            </div>
          ) : null}
          {/* Once answered, the outcome says whether the fee is due. */}
          {estimate.status === 'SENT' && estimate.diagnosisFee ? (
            <div>
              <dt className="text-slate-600">Se rifiuti</dt>
              <dd>
                la diagnosi costa <Price cents={estimate.diagnosisFee} className="font-semibold" />{' '}
                {TAX_NOTE}
              </dd>
            </div>
          ) : null}
        </dl>
        <Totals
          totals={{ subtotal: estimate.subtotal, taxes: estimate.vat, total: estimate.total }}
        />
      </div>
      {estimate.note ? (
        <div className="rounded-xl bg-white px-4 py-3 text-sm ring-1 ring-slate-200">
          <p className="font-semibold">Nota del tecnico</p>
          <p className="mt-1 whitespace-pre-line text-slate-700">{estimate.note}</p>
        </div>
      ) : null}
    </>
  );
}
