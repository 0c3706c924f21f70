import { maxLengthOf } from '../../../schema/rules/form-rules';
import { WEBHOOK_ENDPOINT_RULES } from '../../../schema/rules/webhooks';
import { WEBHOOK_EVENT } from '../../../schema/vocabulary';
import { buttonStyles } from '../../ui/buttons';
import { CheckboxField } from '../../ui/ChoiceFields';
import { ErrorSlot, TextField } from '../../ui/Field';
import { FormAlert } from '../../ui/FormAlert';
import type { ServerAnswer } from '../../ui/useForm';
import { useEndpointForm } from './useEndpointForm';
import type { EndpointDraft } from './useWebhookEndpoints';

/** A new endpoint: its https address, a name for the staff, and the events it hears. */
export function EndpointForm({
  onCreate,
}: {
  onCreate: (draft: EndpointDraft) => Promise<ServerAnswer>;
}) {
  const form = useEndpointForm(onCreate);
  return (
    <form
      noValidate
      aria-labelledby="webhook-new"
      className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
      onSubmit={form.submit}
    >
      <h3 id="webhook-new" className="font-bold">
        Nuovo endpoint
      </h3>
      {form.problem ? <FormAlert tone="error">{form.problem}</FormAlert> : null}
      <TextField
        label="Indirizzo del programma"
        type="url"
        inputMode="url"
        placeholder="https://gestionale.esempio.it/webhook"
        hint="Solo https, verso un indirizzo pubblico."
        required
        maxLength={maxLengthOf(WEBHOOK_ENDPOINT_RULES.url)}
        error={form.errors.url}
        {...form.text('url')}
      />
      <TextField
        label="Descrizione"
        optional
        maxLength={maxLengthOf(WEBHOOK_ENDPOINT_RULES.description)}
        error={form.errors.description}
        {...form.text('description')}
      />
      <fieldset aria-describedby={form.errors.events ? 'webhook-events-error' : undefined}>
        <legend className="mb-2 text-sm font-semibold text-ink">Eventi da inviare</legend>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {WEBHOOK_EVENT.options.map((option) => (
            <CheckboxField
              key={option.value}
              label={option.label}
              checked={form.values.events.includes(option.value)}
              onChange={(event) => form.choose(option.value, event.target.checked)}
            />
          ))}
        </div>
        <ErrorSlot id="webhook-events-error" message={form.errors.events} />
      </fieldset>
      <button type="submit" disabled={form.sending} className={buttonStyles.primary}>
        Registra l'endpoint
      </button>
    </form>
  );
}
