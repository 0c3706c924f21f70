import { MAX_WEBHOOK_ENDPOINTS } from '../../../schema/rules/webhooks';
import { EndpointCard } from './EndpointCard';
import { EndpointForm } from './EndpointForm';
import { SecretNotice } from './SecretNotice';
import { useWebhookEndpoints } from './useWebhookEndpoints';

/** The registered endpoints, a new secret shown once, and the form for another endpoint. */
export function EndpointsSection() {
  const hooks = useWebhookEndpoints();
  const { endpoints } = hooks;
  return (
    <section aria-labelledby="webhook-endpoints" className="space-y-4">
      <h2 id="webhook-endpoints" className="text-lg font-bold">
        Endpoint
      </h2>
      {hooks.shown ? <SecretNotice shown={hooks.shown} onClose={hooks.dismissSecret} /> : null}
      {hooks.failed ? (
        <p role="alert" className="text-red-700">
          Non siamo riusciti a caricare gli endpoint: ricarica la pagina.
        </p>
      ) : null}
      {endpoints?.length === 0 ? (
        <p className="text-slate-700">
          Nessun endpoint registrato: nessun programma viene avvisato.
        </p>
      ) : null}
      {endpoints?.length ? (
        <ul className="grid gap-3 lg:grid-cols-2">
          {endpoints.map((endpoint) => (
            <li key={endpoint.id}>
              <EndpointCard
                endpoint={endpoint}
                busy={hooks.busy}
                onToggle={() => hooks.toggle(endpoint)}
                onRotate={() => hooks.rotate(endpoint)}
                onRemove={() => hooks.remove(endpoint)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {endpoints && endpoints.length < MAX_WEBHOOK_ENDPOINTS ? (
        <EndpointForm onCreate={hooks.create} />
      ) : null}
    </section>
  );
}
