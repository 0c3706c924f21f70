import { formatDate } from '../../schema/dates';
import { FormAlert } from '../ui/FormAlert';
import type { useWarrantyClaim } from './useWarrantyClaim';

/** What the form says about the warranty it claims. */
export function WarrantyClaimNotice({
  code,
  claim,
  ended,
}: Pick<ReturnType<typeof useWarrantyClaim>, 'claim' | 'ended'> & { code: string }) {
  const until = claim?.repair.warrantyUntil;
  if (ended) {
    return (
      <FormAlert tone="error">
        {until
          ? `La garanzia della riparazione ${code} è scaduta il ${formatDate(until)}: puoi comunque chiederci un nuovo preventivo.`
          : `La riparazione ${code} non è ancora stata consegnata: la garanzia parte dalla consegna.`}
      </FormAlert>
    );
  }
  return (
    <FormAlert tone="info">
      {claim && until
        ? `Intervento in garanzia per ${claim.repair.device} (riparazione ${code}), in garanzia fino al ${formatDate(until)}.`
        : `Intervento in garanzia per la riparazione ${code}: usa l'e-mail che ci hai lasciato per quella riparazione.`}
    </FormAlert>
  );
}
