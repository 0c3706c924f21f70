import { formatDate } from '../../../schema/dates';
import { CARD_TABLE, LabelledCell } from '../../admin/AdminList';
import { useAdminUrl } from '../../admin/admin-url';
import { ErrorState } from '../../ui/ErrorState';
import { Price } from '../../ui/Price';
import { type AwaitingRepair, useAwaitingAnswer } from './useAwaitingAnswer';

const HOUR_MS = 3_600_000;

/** How long an estimate has waited, as staff say it: "da 3 giorni", "da 5 ore". */
export function waitingFor(sinceMs: number, nowMs: number): string {
  const hours = Math.floor((nowMs - sinceMs) / HOUR_MS);
  if (hours < 1) return "da meno di un'ora";
  if (hours < 24) return hours === 1 ? 'da 1 ora' : `da ${hours} ore`;
  const days = Math.floor(hours / 24);
  return days === 1 ? 'da 1 giorno' : `da ${days} giorni`;
}

function AwaitingRow({
  repair,
  now,
  selected,
  onOpen,
}: {
  repair: AwaitingRepair;
  now: number;
  selected: boolean;
  onOpen: () => void;
}) {
  return (
    <tr className={`${CARD_TABLE.row} ${selected ? 'bg-brand-50' : ''}`}>
      <LabelledCell label="Codice" className="font-mono">
        {repair.code}
      </LabelledCell>
      <LabelledCell label="Cliente">{repair.customerName}</LabelledCell>
      <LabelledCell label="Dispositivo">{repair.device}</LabelledCell>
      <LabelledCell label="Totale">
        {repair.estimate ? <Price cents={repair.estimate.total} /> : null}
      </LabelledCell>
      <LabelledCell label="In attesa">
        {repair.awaitingAnswerSince
          ? waitingFor(Date.parse(repair.awaitingAnswerSince), now)
          : null}
      </LabelledCell>
      <LabelledCell label="Scadenza">
        {repair.estimate ? (
          repair.estimate.expired ? (
            <span className="font-semibold text-red-700">
              Scaduto il {formatDate(repair.estimate.validUntil)}
            </span>
          ) : (
            `Scade il ${formatDate(repair.estimate.validUntil)}`
          )
        ) : null}
      </LabelledCell>
      <td className={CARD_TABLE.action}>
        <button
          type="button"
          onClick={onOpen}
          className="rounded-lg px-2 py-1 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Apri<span className="sr-only"> {repair.code}</span>
        </button>
      </td>
    </tr>
  );
}

function AwaitingTable({ repairs }: { repairs: readonly AwaitingRepair[] }) {
  const url = useAdminUrl();
  const now = Date.now();
  return (
    <div className="max-h-96 overflow-auto">
      <table className={CARD_TABLE.table}>
        <thead className={`sticky top-0 ${CARD_TABLE.head}`}>
          <tr>
            {['Codice', 'Cliente', 'Dispositivo', 'Totale', 'In attesa', 'Scadenza'].map(
              (column) => (
                <th key={column} scope="col" className="px-4 py-2 font-semibold">
                  {column}
                </th>
              ),
            )}
            <th scope="col" className="px-4 py-2">
              <span className="sr-only">Azioni</span>
            </th>
          </tr>
        </thead>
        <tbody className={CARD_TABLE.body}>
          {repairs.map((repair) => (
            <AwaitingRow
              key={repair.id}
              repair={repair}
              now={now}
              selected={url.id === repair.id}
              onOpen={() => url.go({ view: 'riparazioni', id: repair.id })}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The repairs whose estimate waits for the customer's answer, the longest waiting first, with
 * when each estimate runs out (docs/product.md#estimates).
 */
export function AwaitingAnswerList() {
  const { repairs, failed, retry } = useAwaitingAnswer();
  return (
    <section
      aria-label="In attesa di risposta"
      className="min-w-0 rounded-2xl bg-white ring-1 ring-slate-200"
    >
      <h2 className="border-b border-slate-200 px-4 py-3 font-bold">
        In attesa di risposta
        {repairs && repairs.length > 0 ? (
          <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-sm text-amber-900">
            {repairs.length}
          </span>
        ) : null}
      </h2>
      {failed ? (
        <div className="p-4">
          <ErrorState onRetry={retry} />
        </div>
      ) : !repairs ? (
        <p role="status" className="p-4 text-sm text-slate-600">
          Caricamento…
        </p>
      ) : repairs.length === 0 ? (
        <p className="p-4 text-sm text-slate-600">Nessun preventivo in attesa di risposta.</p>
      ) : (
        <AwaitingTable repairs={repairs} />
      )}
    </section>
  );
}
