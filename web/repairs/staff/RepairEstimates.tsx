import type { FragmentOf } from 'gql.tada';
import { useState } from 'react';
import { estimateSendRefusal } from '../../../schema/rules/estimates';
import { type ApiValueOf, REPAIR_STATUS } from '../../../schema/vocabulary';
import { buttonStyles } from '../../ui/buttons';
import { EstimateEditor } from './EstimateEditor';
import { EstimateEntry } from './EstimateEntry';
import { listedStart, startOf } from './estimate-draft';
import { type StaffEstimateFragment, staffEstimate } from './queries';

/**
 * A repair's estimates in the staff panel, newest first, and the editor that sends a new one
 * (docs/product.md#estimates). A new estimate starts from the latest, which it replaces when
 * that one is still waiting for its answer; the first, from the list price its request stated.
 */
export function RepairEstimates({
  repair,
  onSent,
}: {
  repair: {
    id: string;
    status: ApiValueOf<typeof REPAIR_STATUS>;
    estimates: readonly FragmentOf<typeof StaffEstimateFragment>[];
    listedPrice?: Parameters<typeof listedStart>[0];
  };
  onSent: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const estimates = repair.estimates.map(staffEstimate);
  const latest = estimates[0] ?? null;
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
          start={latest ? startOf(latest) : listedStart(repair.listedPrice)}
          replacing={latest?.status === 'SENT'}
          onSent={() => {
            setEditing(false);
            onSent();
          }}
          onCancel={() => setEditing(false)}
        />
      ) : null}
      {estimates.length > 0 ? (
        <ol aria-label="Preventivi inviati" className="space-y-2">
          {estimates.map((estimate) => (
            <EstimateEntry key={estimate.id} estimate={estimate} />
          ))}
        </ol>
      ) : editing || refusal ? null : (
        <p className="text-sm text-slate-600">Nessun preventivo inviato.</p>
      )}
    </section>
  );
}
