import { validateForm } from '../../../schema/rules/validation';
import { WEBHOOK_ENDPOINT_RULES, WEBHOOK_MESSAGES } from '../../../schema/rules/webhooks';
import type { ApiValueOf, WEBHOOK_EVENT } from '../../../schema/vocabulary';
import { type ServerAnswer, useForm } from '../../ui/useForm';
import type { EndpointDraft } from './useWebhookEndpoints';

/** The address and description by the shared rules, and at least one event; the Worker judges the address's host. */
function errorsOf(draft: EndpointDraft) {
  const errors = validateForm(
    { url: draft.url, description: draft.description },
    WEBHOOK_ENDPOINT_RULES,
  );
  return draft.events.length === 0 ? { ...errors, events: WEBHOOK_MESSAGES.noEvents } : errors;
}

const EMPTY: EndpointDraft = { url: '', description: '', events: ['ORDER_PLACED'] };

/** The new-endpoint form: emptied once the endpoint is registered. */
export function useEndpointForm(onCreate: (draft: EndpointDraft) => Promise<ServerAnswer>) {
  const form = useForm(EMPTY, { errorsOf });
  const choose = (event: ApiValueOf<typeof WEBHOOK_EVENT>, chosen: boolean) => {
    const others = form.values.events.filter((value) => value !== event);
    form.setValue('events', chosen ? [...others, event] : others, { validate: true });
  };
  const submit = form.onSubmit(async () => {
    const answer = await onCreate(form.values);
    if (!answer?.error) {
      form.setValue('url', '');
      form.setValue('description', '');
    }
    return answer;
  });
  return { ...form, choose, submit };
}
