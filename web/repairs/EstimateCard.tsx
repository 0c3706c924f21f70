import { type FragmentOf, type ResultOf, readFragment, type VariablesOf } from 'gql.tada';
import { useState } from 'react';
import { useMutation } from 'urql';
import { Link } from 'wouter';
import { formatDate, formatDateTime } from '../../schema/dates';
import { TAX_NOTE } from '../../schema/page-copy';
import { isEstimateExpired } from '../../schema/rules/estimates';
import { ESTIMATE_LINE_KIND, ESTIMATE_STATUS } from '../../schema/vocabulary';
import { graphql } from '../graphql';
import { buttonStyles } from '../ui/buttons';
import { FormAlert } from '../ui/FormAlert';
import { Price } from '../ui/Price';
import { refusal } from '../ui/server-errors';
import { Totals } from '../ui/Totals';
import { EstimateCardFragment, RepairProgressFragment } from './repair-fragments';

const AcceptEstimateMutation = graphql(
  `
    mutation AcceptEstimate($access: RepairAccessInput!, $estimateId: ID!) {
      acceptEstimate(access: $access, estimateId: $estimateId) {
        ...RepairProgress
      }
    }
  `,
  [RepairProgressFragment],
);

const DeclineEstimateMutation = graphql(
  `
    mutation DeclineEstimate($access: RepairAccessInput!, $estimateId: ID!) {
      declineEstimate(access: $access, estimateId: $estimateId) {
        ...RepairProgress
      }
    }
  `,
  [RepairProgressFragment],
);

/** How the customer proves the repair is theirs: code and e-mail, the e-mailed link, or the account. */
export type RepairAccess = VariablesOf<typeof AcceptEstimateMutation>['access'];
export type RepairProgress = ResultOf<typeof RepairProgressFragment>;

type Estimate = ResultOf<typeof EstimateCardFragment>;

/** Whether the estimate can no longer be accepted: the server said so, or its day has passed since. */
function isExpired(estimate: Estimate, nowMs: number): boolean {
  const state = {
    status: ESTIMATE_STATUS.fromApi(estimate.status),
    validUntilMs: Date.parse(estimate.validUntil),
  };
  return estimate.expired || isEstimateExpired(state, nowMs);
}

function EstimateLines({ estimate }: { estimate: Estimate }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Voci del preventivo, importi IVA esclusa</caption>
        <thead className="text-xs text-slate-600 uppercase">
          <tr className="border-b border-slate-200">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Voce
            </th>
            <th scope="col" className="hidden py-2 pr-3 font-semibold sm:table-cell">
              Tipo
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Importo
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {estimate.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines are fixed once sent and have no id
            <tr key={index}>
              <td className="py-2.5 pr-3">
                {line.description}
                {/* On a phone the type goes under the description, to leave the amount room. */}
                <span className="block text-xs text-slate-500 sm:hidden">
                  {ESTIMATE_LINE_KIND.label(line.kind)}
                </span>
              </td>
              <td className="hidden py-2.5 pr-3 text-slate-600 sm:table-cell">
                {ESTIMATE_LINE_KIND.label(line.kind)}
              </td>
              <td className="py-2.5 text-right whitespace-nowrap">
                <Price cents={line.amount} />{' '}
                <span className="text-xs text-slate-500">{TAX_NOTE}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The estimate's outcome once it can no longer be answered, in the customer's words. */
function Outcome({ estimate, expired }: { estimate: Estimate; expired: boolean }) {
  if (estimate.status === 'ACCEPTED' && estimate.decidedAt) {
    return (
      <FormAlert tone="success">
        Hai accettato il preventivo il {formatDateTime(estimate.decidedAt)}: procediamo con la
        riparazione.
      </FormAlert>
    );
  }
  if (estimate.status === 'DECLINED' && estimate.decidedAt) {
    return (
      <FormAlert tone="info">
        Hai rifiutato il preventivo il {formatDateTime(estimate.decidedAt)}: non ripariamo il
        dispositivo e te lo restituiamo.
        {estimate.diagnosisFee ? (
          <>
            {' '}
            Resta da pagare la diagnosi: <Price cents={estimate.diagnosisFee} /> {TAX_NOTE}.
          </>
        ) : null}
      </FormAlert>
    );
  }
  if (expired) {
    return (
      <FormAlert tone="info">
        Il preventivo è scaduto il {formatDate(estimate.validUntil)} e non si può più accettare. Se
        vuoi procedere,{' '}
        <Link to="/support" className="font-semibold underline">
          contattaci
        </Link>
        : ti invieremo un nuovo preventivo.
      </FormAlert>
    );
  }
  return null;
}

interface EstimateCardProps {
  estimate: FragmentOf<typeof EstimateCardFragment>;
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
export function EstimateCard({ estimate: data, access, onDecided, onStale }: EstimateCardProps) {
  const estimate = readFragment(EstimateCardFragment, data);
  const [accepting, accept] = useMutation(AcceptEstimateMutation);
  const [declining, decline] = useMutation(DeclineEstimateMutation);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const expired = isExpired(estimate, Date.now());
  const open = estimate.status === 'SENT' && !expired;
  const busy = accepting.fetching || declining.fetching;

  const answer = async (choice: 'accept' | 'decline') => {
    setProblem(null);
    const variables = { access, estimateId: estimate.id };
    const result = choice === 'accept' ? await accept(variables) : await decline(variables);
    const repair =
      result.data &&
      ('acceptEstimate' in result.data ? result.data.acceptEstimate : result.data.declineEstimate);
    if (repair) {
      setConfirming(false);
      onDecided(repair);
    } else if (result.error) {
      setProblem(refusal(result.error).message);
      setConfirming(false);
      if (result.error.graphQLErrors.some((error) => error.extensions.code === 'CONFLICT')) {
        onStale?.();
      }
    }
  };

  return (
    <section
      aria-labelledby={`preventivo-${estimate.id}`}
      className="space-y-5 rounded-2xl border border-slate-200 bg-slate-50/60 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`preventivo-${estimate.id}`} className="text-lg font-bold">
          Preventivo
        </h3>
        <p className="text-sm text-slate-600">Inviato il {formatDateTime(estimate.sentAt)}</p>
      </div>
      <EstimateLines estimate={estimate} />
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
      <div aria-live="polite">
        <Outcome estimate={estimate} expired={expired} />
        {problem ? <FormAlert tone="error">{problem}</FormAlert> : null}
      </div>
      {open && !confirming ? (
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            disabled={busy}
            onClick={() => void answer('accept')}
            className={buttonStyles.primary}
          >
            {accepting.fetching ? 'Invio in corso…' : 'Accetta il preventivo'}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => setConfirming(true)}
            className={buttonStyles.secondary}
          >
            Rifiuta
          </button>
        </div>
      ) : null}
      {open && confirming ? (
        <fieldset className="space-y-3 rounded-xl border border-red-200 bg-white p-4">
          <legend className="float-left mb-1 w-full font-semibold">
            Vuoi davvero rifiutare il preventivo?
          </legend>
          <p className="text-sm text-slate-700">
            Non ripareremo il dispositivo: te lo rispediamo o lo prepariamo per il ritiro.
            {estimate.diagnosisFee ? (
              <>
                {' '}
                La diagnosi costa <Price cents={estimate.diagnosisFee} /> {TAX_NOTE}.
              </>
            ) : null}
          </p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              disabled={busy}
              onClick={() => void answer('decline')}
              className={buttonStyles.danger}
            >
              {declining.fetching ? 'Invio in corso…' : 'Sì, rifiuta il preventivo'}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => setConfirming(false)}
              className={buttonStyles.ghost}
            >
              Annulla
            </button>
          </div>
        </fieldset>
      ) : null}
    </section>
  );
}
