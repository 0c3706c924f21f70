import { type FragmentOf, readFragment } from 'gql.tada';
import { useState } from 'react';
import { formatDate, formatDateTime } from '../../../schema/dates';
import {
  ESTIMATE_DECISION_VIA,
  type EstimateDecisionVia,
  estimateSendRefusal,
  VIA_WORDS,
} from '../../../schema/rules/estimates';
import {
  type ApiValueOf,
  ESTIMATE_LINE_KIND,
  ESTIMATE_STATUS,
  REPAIR_STATUS,
} from '../../../schema/vocabulary';
import { graphql } from '../../graphql';
import { buttonStyles } from '../../ui/buttons';
import { Price } from '../../ui/Price';
import { EstimateCardFragment } from '../repair-fragments';
import { EstimateEditor } from './EstimateEditor';

/** An estimate as staff follow it: what was sent, when, and how the customer answered. */
export const StaffEstimateFragment = graphql(
  `
  fragment StaffEstimate on RepairEstimate {
    id
    ...EstimateCard
    decidedVia
  }
`,
  [EstimateCardFragment],
);

/** The estimate as the customer reads it, and how they answered. */
function staffEstimate(data: FragmentOf<typeof StaffEstimateFragment>) {
  const staff = readFragment(StaffEstimateFragment, data);
  return { ...readFragment(EstimateCardFragment, staff), decidedVia: staff.decidedVia };
}

/** `decidedVia` as the API spells it, when it is one the staff panel can name. */
function isDecisionVia(value: string): value is EstimateDecisionVia {
  return (ESTIMATE_DECISION_VIA as readonly string[]).includes(value);
}

function EstimateEntry({ data }: { data: FragmentOf<typeof StaffEstimateFragment> }) {
  const estimate = staffEstimate(data);
  const outcome = estimate.expired
    ? `Scaduto il ${formatDateTime(estimate.validUntil)}`
    : estimate.status === 'SENT'
      ? `${ESTIMATE_STATUS.label(estimate.status)} · valido fino al ${formatDate(estimate.validUntil)}`
      : ESTIMATE_STATUS.label(estimate.status);
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
          {outcome}
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
    </li>
  );
}

/**
 * A repair's estimates in the staff panel, newest first, and the editor that sends a new one
 * (docs/product.md#estimates). A new estimate starts from the latest, which it replaces when
 * that one is still waiting for its answer.
 */
export function RepairEstimates({
  repair,
  onSent,
}: {
  repair: {
    id: string;
    status: ApiValueOf<typeof REPAIR_STATUS>;
    estimates: readonly FragmentOf<typeof StaffEstimateFragment>[];
  };
  onSent: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const latestData = repair.estimates[0];
  const latest = latestData ? staffEstimate(latestData) : null;
  const refusal = estimateSendRefusal(REPAIR_STATUS.fromApi(repair.status));
  return (
    <section aria-label="Preventivi della riparazione" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold">Preventivo</h3>
        {!editing && !refusal ? (
          <button
            type="button"
            onClick={() => setEditing(true)}
            className={`${buttonStyles.secondary} py-2 text-sm`}
          >
            {latest ? 'Prepara un nuovo preventivo' : 'Prepara il preventivo'}
          </button>
        ) : null}
      </div>
      {refusal && !latest ? <p className="text-sm text-slate-600">{refusal}</p> : null}
      {editing ? (
        <EstimateEditor
          repairId={repair.id}
          start={
            latest
              ? {
                  lines: latest.lines.map((line) => ({
                    ...line,
                    kind: ESTIMATE_LINE_KIND.fromApi(line.kind),
                  })),
                  estimatedDays: latest.estimatedDays,
                  diagnosisFee: latest.diagnosisFee ?? null,
                  note: latest.note ?? null,
                }
              : null
          }
          replacing={latest?.status === 'SENT'}
          onSent={() => {
            setEditing(false);
            onSent();
          }}
          onCancel={() => setEditing(false)}
        />
      ) : null}
      {repair.estimates.length > 0 ? (
        <ol aria-label="Preventivi inviati" className="space-y-2">
          {repair.estimates.map((estimate) => (
            <EstimateEntry key={readFragment(StaffEstimateFragment, estimate).id} data={estimate} />
          ))}
        </ol>
      ) : editing || refusal ? null : (
        <p className="text-sm text-slate-600">Nessun preventivo inviato.</p>
      )}
    </section>
  );
}
