import { formatDate, formatDateTime } from '../../../schema/dates';
import {
  ESTIMATE_DECISION_VIA,
  type EstimateDecisionVia,
  VIA_WORDS,
} from '../../../schema/rules/estimates';
import { ESTIMATE_LINE_KIND, ESTIMATE_STATUS } from '../../../schema/vocabulary';
import { Price } from '../../ui/Price';
import type { staffEstimate } from './queries';

type StaffEstimate = ReturnType<typeof staffEstimate>;

/** `decidedVia` as the API spells it, when it is one the staff panel can name. */
function isDecisionVia(value: string): value is EstimateDecisionVia {
  return (ESTIMATE_DECISION_VIA as readonly string[]).includes(value);
}

/** Where the estimate stands: expired, waiting until its day, or answered. */
function outcomeOf(estimate: StaffEstimate): string {
  return estimate.expired
    ? `Scaduto il ${formatDateTime(estimate.validUntil)}`
    : estimate.status === 'SENT'
      ? `${ESTIMATE_STATUS.label(estimate.status)} · valido fino al ${formatDate(estimate.validUntil)}`
      : ESTIMATE_STATUS.label(estimate.status);
}

/** The lines sent, folded away, with subtotal, IVA and the note. */
function EstimateDetails({ estimate }: { estimate: StaffEstimate }) {
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer font-medium text-brand-700">
        {estimate.lines.length === 1 ? '1 voce' : `${estimate.lines.length} voci`}
      </summary>
      <ul className="mt-2 space-y-1">
        {estimate.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines are fixed once sent and have no id
          <li key={index} className="flex justify-between gap-3">
            <span>
              {line.description}{' '}
              <span className="text-slate-500">({ESTIMATE_LINE_KIND.label(line.kind)})</span>
            </span>
            <Price cents={line.amount} />
          </li>
        ))}
        <li className="flex justify-between gap-3 border-t border-slate-200 pt-1 text-slate-600">
          <span>Subtotale · IVA</span>
          <span>
            <Price cents={estimate.subtotal} /> · <Price cents={estimate.vat} />
          </span>
        </li>
      </ul>
      {estimate.note ? <p className="mt-2 text-slate-700">Nota: {estimate.note}</p> : null}
    </details>
  );
}

/** One estimate sent: total, where it stands, when it was sent and how the customer answered. */
export function EstimateEntry({ estimate }: { estimate: StaffEstimate }) {
  return (
    <li className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">
          <Price cents={estimate.total} /> IVA inclusa
        </p>
        <p
          className={`text-sm font-semibold ${
            estimate.expired
              ? 'text-red-700'
              : estimate.status === 'ACCEPTED'
                ? 'text-emerald-700'
                : 'text-slate-700'
          }`}
        >
          {outcomeOf(estimate)}
        </p>
      </div>
      <p className="text-sm text-slate-600">
        Inviato il {formatDateTime(estimate.sentAt)} · {estimate.estimatedDays} giorni lavorativi
        stimati
        {estimate.diagnosisFee ? (
          <>
            {' '}
            · diagnosi <Price cents={estimate.diagnosisFee} /> + IVA se rifiuta
          </>
        ) : null}
      </p>
      {estimate.decidedAt ? (
        <p className="text-sm text-slate-700">
          {ESTIMATE_STATUS.label(estimate.status)} dal cliente il{' '}
          {formatDateTime(estimate.decidedAt)}
          {estimate.decidedVia && isDecisionVia(estimate.decidedVia)
            ? ` ${VIA_WORDS[estimate.decidedVia]}`
            : ''}
        </p>
      ) : null}
      <EstimateDetails estimate={estimate} />
    </li>
  );
}
