import { Link } from 'wouter';
import { formatDate, formatDateTime } from '../../schema/dates';
import { TAX_NOTE } from '../../schema/page-copy';
import { FormAlert } from '../ui/FormAlert';
import { Price } from '../ui/Price';
import type { Estimate } from './useEstimateAnswer';

/** The estimate's outcome once it can no longer be answered, in the customer's words. */
export function EstimateOutcome({ estimate, expired }: { estimate: Estimate; expired: boolean }) {
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
