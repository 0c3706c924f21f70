import type { ResultOf } from 'gql.tada';
import { useStaffRecord } from '../../admin/staff-queries';
import { useStaffAction } from '../../admin/useStaffAction';
import { ReplayWebhookDeliveryMutation, WebhookDeliveryQuery } from './webhook-queries';

export type WebhookDelivery = NonNullable<
  ResultOf<typeof WebhookDeliveryQuery>['adminWebhookDelivery']
>;

export type WebhookAttempts = ResultOf<typeof WebhookDeliveryQuery>['adminWebhookAttempts'];

/** One delivery, fresh from the server, and sending its event again as a new delivery. */
export function useWebhookDelivery(id: string, onChanged: () => void) {
  const record = useStaffRecord(WebhookDeliveryQuery, id, onChanged);
  const replaying = useStaffAction(ReplayWebhookDeliveryMutation, record.changed);
  return {
    delivery: record.data?.adminWebhookDelivery,
    attempts: record.data?.adminWebhookAttempts ?? [],
    busy: replaying.busy,
    replay: (delivery: WebhookDelivery) =>
      replaying.run({ id: delivery.id }, "L'evento è di nuovo in coda per questo endpoint."),
  };
}
