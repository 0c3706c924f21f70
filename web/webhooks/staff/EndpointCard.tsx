import { useState } from 'react';
import { formatDateTime } from '../../../schema/dates';
import { WEBHOOK_EVENT } from '../../../schema/vocabulary';
import { buttonStyles } from '../../ui/buttons';
import type { WebhookEndpoint } from './useWebhookEndpoints';

interface Props {
  endpoint: WebhookEndpoint;
  busy: boolean;
  onToggle: () => void;
  onRotate: () => void;
  onRemove: () => void;
}

/** One endpoint: where it points, what it hears, and switching it, a new secret or deleting it. */
export function EndpointCard({ endpoint, busy, onToggle, onRotate, onRemove }: Props) {
  const [confirming, setConfirming] = useState(false);
  return (
    <article
      aria-label={endpoint.url}
      className="h-full space-y-3 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 break-all font-mono text-sm font-semibold">{endpoint.url}</p>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${endpoint.enabled ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700'}`}
        >
          {endpoint.enabled ? 'Attivo' : 'Disattivato'}
        </span>
      </div>
      {endpoint.description ? <p className="text-slate-700">{endpoint.description}</p> : null}
      <p className="text-sm text-slate-700">
        {endpoint.events.map((event) => WEBHOOK_EVENT.label(event)).join(' · ')}
      </p>
      <p className="text-sm text-slate-600">
        Segreto che finisce con «{endpoint.secretHint}» · registrato il{' '}
        {formatDateTime(endpoint.createdAt)}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" disabled={busy} className={buttonStyles.ghost} onClick={onToggle}>
          {endpoint.enabled ? 'Disattiva' : 'Attiva'}
        </button>
        <button type="button" disabled={busy} className={buttonStyles.ghost} onClick={onRotate}>
          Nuovo segreto
        </button>
        {confirming ? (
          <>
            <button
              type="button"
              disabled={busy}
              className={buttonStyles.danger}
              onClick={onRemove}
            >
              Conferma: elimina con i suoi invii
            </button>
            <button
              type="button"
              className={buttonStyles.ghost}
              onClick={() => setConfirming(false)}
            >
              Annulla
            </button>
          </>
        ) : (
          <button type="button" className={buttonStyles.danger} onClick={() => setConfirming(true)}>
            Elimina
          </button>
        )}
      </div>
    </article>
  );
}
