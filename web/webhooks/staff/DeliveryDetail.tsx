import { formatDateTime } from '../../../schema/dates';
import { WEBHOOK_DELIVERY_STATUS, WEBHOOK_EVENT } from '../../../schema/vocabulary';
import { DetailPanel, Facts } from '../../admin/AdminList';
import { buttonStyles } from '../../ui/buttons';
import { AttemptLog } from './AttemptLog';
import { useWebhookDelivery } from './useWebhookDelivery';

/** One delivery for the staff: its facts, every attempt with the receiver's answer, and replay. */
export function DeliveryDetail({ id, onChanged }: { id: string; onChanged: () => void }) {
  const { delivery, attempts, busy, replay } = useWebhookDelivery(id, onChanged);
  if (!delivery) return null;
  const waiting = delivery.status === 'PENDING';
  return (
    <DetailPanel title={`${WEBHOOK_EVENT.label(delivery.event)} ${delivery.ref}`}>
      <div className="space-y-5">
        <Facts
          rows={[
            ['Stato', WEBHOOK_DELIVERY_STATUS.label(delivery.status)],
            ['Evento', delivery.eventId],
            ['Creato', formatDateTime(delivery.createdAt)],
            ['Consegnato', delivery.deliveredAt ? formatDateTime(delivery.deliveredAt) : '—'],
            ...(waiting && delivery.attempts > 0
              ? [['Prossimo tentativo', formatDateTime(delivery.nextAttemptAt)] as [string, string]]
              : []),
          ]}
        />
        <AttemptLog attempts={attempts} />
        <button
          type="button"
          disabled={busy}
          className={buttonStyles.secondary}
          onClick={() => replay(delivery)}
        >
          Invia di nuovo
        </button>
      </div>
    </DetailPanel>
  );
}
