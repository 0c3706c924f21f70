import { useQuery } from 'urql';
import { formatDate } from '../../../schema/dates';
import { CARD_TABLE, LabelledCell } from '../../admin/AdminList';
import { useAdminUrl } from '../../admin/admin-url';
import { graphql } from '../../graphql';
import { ErrorState } from '../../ui/ErrorState';
import { Price } from '../../ui/Price';

const AwaitingAnswerQuery = graphql(`
  query AdminRepairsAwaitingAnswer {
    adminRepairsAwaitingAnswer {
      id
      code
      customerName
      device
      awaitingAnswerSince
      estimate {
        id
        total
        validUntil
        expired
      }
    }
  }
`);

const HOUR_MS = 3_600_000;

/** An empty list holds no AdminRepair, yet the first estimate sent must still refresh it. */
const REFRESHED_BY = { additionalTypenames: ['AdminRepair'] };

/** How long an estimate has waited, as staff say it: "da 3 giorni", "da 5 ore". */
export function waitingFor(sinceMs: number, nowMs: number): string {
  const hours = Math.floor((nowMs - sinceMs) / HOUR_MS);
  if (hours < 1) return "da meno di un'ora";
  if (hours < 24) return hours === 1 ? 'da 1 ora' : `da ${hours} ore`;
  const days = Math.floor(hours / 24);
  return days === 1 ? 'da 1 giorno' : `da ${days} giorni`;
}

/**
 * The repairs whose estimate waits for the customer's answer, the longest waiting first, with
 * when each estimate runs out (docs/product.md#estimates).
 */
export function AwaitingAnswerList() {
  const url = useAdminUrl();
  const [result, reexecute] = useQuery({
    query: AwaitingAnswerQuery,
    requestPolicy: 'cache-and-network',
    context: REFRESHED_BY,
  });
  const repairs = result.data?.adminRepairsAwaitingAnswer;
  const now = Date.now();
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
      {result.error && !repairs ? (
        <div className="p-4">
          <ErrorState onRetry={() => reexecute({ requestPolicy: 'network-only' })} />
        </div>
      ) : !repairs ? (
        <p role="status" className="p-4 text-sm text-slate-600">
          Caricamento…
        </p>
      ) : repairs.length === 0 ? (
        <p className="p-4 text-sm text-slate-600">Nessun preventivo in attesa di risposta.</p>
      ) : (
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
                <tr
                  key={repair.id}
                  className={`${CARD_TABLE.row} ${url.id === repair.id ? 'bg-brand-50' : ''}`}
                >
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
                      onClick={() => url.go({ view: 'riparazioni', id: repair.id })}
                      className="rounded-lg px-2 py-1 font-semibold text-brand-700 hover:bg-brand-50"
                    >
                      Apri<span className="sr-only"> {repair.code}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
