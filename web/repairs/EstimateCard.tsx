import { type FragmentOf, readFragment } from 'gql.tada';
import { formatDateTime } from '../../schema/dates';
import { FormAlert } from '../ui/FormAlert';
import { EstimateAnswer } from './EstimateAnswer';
import { EstimateLines } from './EstimateLines';
import { EstimateOutcome } from './EstimateOutcome';
import { EstimateTerms } from './EstimateTerms';
import { EstimateCardFragment } from './repair-fragments';
import { type RepairAccess, type RepairProgress, useEstimateAnswer } from './useEstimateAnswer';

interface EstimateCardProps {
  estimate: FragmentOf<typeof EstimateCardFragment>;
  /** Names the card: a customer's page can show several repairs' estimates at once. */
  repairCode: string;
  access: RepairAccess;
  /** The repair as the answer left it: its state, timeline and estimate. */
  onDecided: (repair: RepairProgress) => void;
  /**
   * The Worker refused the answer because the estimate changed meanwhile (answered elsewhere,
   * replaced, expired): the page reads the repair again, the refusal stays shown above it.
   */
  onStale?: () => void;
}

/**
 * The estimate of a repair, with the customer's answer: accept, or decline after confirming,
 * since declining sends the device back (docs/product.md#estimates). The server decides; a
 * refusal (already answered, replaced, expired) is shown as it says it.
 */
export function EstimateCard({
  estimate: data,
  repairCode,
  access,
  onDecided,
  onStale,
}: EstimateCardProps) {
  const estimate = readFragment(EstimateCardFragment, data);
  const answer = useEstimateAnswer(estimate, access, onDecided, onStale);
  return (
    <section
      aria-label={`Preventivo della riparazione ${repairCode}`}
      className="space-y-5 rounded-2xl border border-slate-200 bg-slate-50/60 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-bold">Preventivo</h3>
        <p className="text-sm text-slate-600">Inviato il {formatDateTime(estimate.sentAt)}</p>
      </div>
      <EstimateLines lines={estimate.lines} />
      <EstimateTerms estimate={estimate} />
      <div aria-live="polite">
        <EstimateOutcome estimate={estimate} expired={answer.expired} />
        {answer.problem ? <FormAlert tone="error">{answer.problem}</FormAlert> : null}
      </div>
      {answer.open ? <EstimateAnswer answer={answer} diagnosisFee={estimate.diagnosisFee} /> : null}
    </section>
  );
}
