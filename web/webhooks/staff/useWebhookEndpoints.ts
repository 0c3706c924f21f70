import type { ResultOf } from 'gql.tada';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import type { ApiValueOf, WEBHOOK_EVENT } from '../../../schema/vocabulary';
import { refusal } from '../../ui/server-errors';
import { showToast } from '../../ui/toast';
import { useOneAtATime } from '../../ui/useOneAtATime';
import {
  CreateWebhookEndpointMutation,
  DeleteWebhookEndpointMutation,
  RotateWebhookSecretMutation,
  UpdateWebhookEndpointMutation,
  WebhookEndpointsQuery,
} from './webhook-queries';

export type WebhookEndpoint = ResultOf<
  typeof WebhookEndpointsQuery
>['adminWebhookEndpoints'][number];

/** What the staff fill in for a new endpoint. */
export type EndpointDraft = {
  url: string;
  description: string;
  events: ApiValueOf<typeof WEBHOOK_EVENT>[];
};

/** A secret just made, shown until the staff close it: the server never shows it again. */
export interface ShownSecret {
  url: string;
  secret: string;
}

/**
 * The endpoints, and the staff's changes to them: each reloads the list; a new endpoint or a new
 * secret is shown once, until dismissed.
 */
export function useWebhookEndpoints() {
  const [result, reexecute] = useQuery({ query: WebhookEndpointsQuery });
  const [, create] = useMutation(CreateWebhookEndpointMutation);
  const [, update] = useMutation(UpdateWebhookEndpointMutation);
  const [, rotate] = useMutation(RotateWebhookSecretMutation);
  const [, remove] = useMutation(DeleteWebhookEndpointMutation);
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const acting = useOneAtATime();
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  const act = <T extends { error?: Parameters<typeof refusal>[0] }>(
    run: () => Promise<T>,
    done: string,
  ) =>
    acting.once(async () => {
      const answer = await run();
      showToast(answer.error ? refusal(answer.error).message : done);
      if (!answer.error) reload();
      return answer;
    });
  return {
    endpoints: result.data?.adminWebhookEndpoints ?? null,
    failed: Boolean(result.error),
    busy: acting.busy,
    shown,
    dismissSecret: () => setShown(null),
    /** Registers the endpoint; the answer goes back to the form, which shows a refusal in place. */
    create: async (draft: EndpointDraft) => {
      const answer = await create({
        url: draft.url.trim(),
        description: draft.description.trim() || null,
        events: draft.events,
      });
      const made = answer.data?.adminCreateWebhookEndpoint;
      if (made) {
        setShown({ url: made.endpoint.url, secret: made.secret });
        reload();
      }
      return answer;
    },
    toggle: (endpoint: WebhookEndpoint) =>
      act(
        () => update({ id: endpoint.id, enabled: !endpoint.enabled }),
        endpoint.enabled ? 'Endpoint disattivato.' : 'Endpoint attivato.',
      ),
    rotate: (endpoint: WebhookEndpoint) =>
      act(async () => {
        const answer = await rotate({ id: endpoint.id });
        const made = answer.data?.adminRotateWebhookSecret;
        if (made) setShown({ url: made.endpoint.url, secret: made.secret });
        return answer;
      }, 'Nuovo segreto creato: aggiornalo nel programma.'),
    remove: (endpoint: WebhookEndpoint) =>
      act(() => remove({ id: endpoint.id }), 'Endpoint eliminato.'),
  };
}
