import { type ApiValueOf, REFUND_STATUS } from '../../../schema/vocabulary';
import { buttonStyles } from '../../ui/buttons';
import { Price } from '../../ui/Price';

interface Props {
  refund: {
    status: ApiValueOf<typeof REFUND_STATUS>;
    amount: number;
    failureLabel: string | null;
  };
  busy: boolean;
  onRetry: () => void;
}

/**
 * A refund asked of Stripe for an order paid online (docs/product.md#payments-online): in
 * progress until Stripe confirms it; refused, with Stripe's reason and «Riprova il rimborso».
 */
export function OnlineRefund({ refund, busy, onRetry }: Props) {
  const refused = refund.status === 'FAILED' || refund.status === 'CANCELED';
  return (
    <div role="status" className="space-y-2 text-sm">
      <p className="font-semibold">
        {REFUND_STATUS.label(refund.status)}: <Price cents={refund.amount} /> tramite Stripe
      </p>
      {refused ? (
        <>
          <p>Motivo indicato da Stripe: {refund.failureLabel}</p>
          <button type="button" disabled={busy} className={buttonStyles.primary} onClick={onRetry}>
            Riprova il rimborso
          </button>
        </>
      ) : null}
    </div>
  );
}
