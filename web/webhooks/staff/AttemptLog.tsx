import { formatDateTime } from '../../../schema/dates';
import { CARD_TABLE, LabelledCell } from '../../admin/AdminList';
import type { WebhookAttempts } from './useWebhookDelivery';

/** Every attempt of a delivery: when, what the receiver answered (its start), or why it failed. */
export function AttemptLog({ attempts }: { attempts: WebhookAttempts }) {
  if (attempts.length === 0) {
    return <p className="text-sm text-slate-700">Nessun tentativo ancora: l'invio è in coda.</p>;
  }
  return (
    <table className={CARD_TABLE.table}>
      <caption className="mb-2 text-left font-bold">Tentativi</caption>
      <thead className={CARD_TABLE.head}>
        <tr>
          <th scope="col" className="px-3 py-2">
            N.
          </th>
          <th scope="col" className="px-3 py-2">
            Quando
          </th>
          <th scope="col" className="px-3 py-2">
            Codice
          </th>
          <th scope="col" className="px-3 py-2">
            Durata
          </th>
          <th scope="col" className="px-3 py-2">
            Esito
          </th>
        </tr>
      </thead>
      <tbody className={CARD_TABLE.body}>
        {attempts.map((attempt) => (
          <tr key={attempt.attempt} className={CARD_TABLE.row}>
            <LabelledCell label="N.">{attempt.attempt}</LabelledCell>
            <LabelledCell label="Quando">{formatDateTime(attempt.at)}</LabelledCell>
            <LabelledCell label="Codice">{attempt.statusCode ?? '—'}</LabelledCell>
            <LabelledCell label="Durata">{`${attempt.durationMs} ms`}</LabelledCell>
            <LabelledCell label="Esito" className="max-w-md break-words">
              {attempt.error ?? 'Consegnato'}
              {attempt.response ? (
                <span className="mt-1 block font-mono text-xs text-slate-600">
                  {attempt.response}
                </span>
              ) : null}
            </LabelledCell>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
