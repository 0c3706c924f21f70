import type { ResultOf } from 'gql.tada';
import { lazy, Suspense, useEffect } from 'react';
import { useQuery } from 'urql';
import { Link } from 'wouter';
import { formatDateTime } from '../../schema/dates';
import { PAGE_HEADS } from '../../schema/seo';
import { REQUEST_KIND, REQUEST_STATUS } from '../../schema/vocabulary';
import { graphql } from '../graphql';
import { RepairCardFragment } from '../repairs/repair-fragments';
import { AccountLayout } from './AccountLayout';
import { useAuth } from './auth';
import { REFRESHED_BY_PROFILE } from './profile-refresh';

const AccountRepairsQuery = graphql(
  `
    query AccountRepairs {
      me {
        id
        repairs {
          ...RepairCard
          warrantyUntil
        }
        requests {
          id
          number
          kind
          status
          device
          repairCode
          createdAt
        }
      }
    }
  `,
  [RepairCardFragment],
);

/** The cards' code loads with the list it draws, apart from the account's shared pages. */
const RepairCard = lazy(async () => ({
  default: (await import('../repairs/RepairCard')).RepairCard,
}));
const WarrantyNote = lazy(async () => ({
  default: (await import('../repairs/WarrantyNote')).WarrantyNote,
}));

/** A link to one repair (/profilo/riparazioni#RIP-…) reaches its card once the cards are drawn. */
function ScrollToLinkedRepair() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
  return null;
}

type Me = NonNullable<ResultOf<typeof AccountRepairsQuery>['me']>;

/**
 * One repair of the account: its card (state, estimate to answer as the account, timeline) and
 * its warranty, addressed by its code (/profilo/riparazioni#RIP-…).
 */
function AccountRepair({
  repair,
  onChange,
}: {
  repair: Me['repairs'][number];
  onChange: () => void;
}) {
  return (
    <div id={repair.code} className="space-y-3">
      <RepairCard repair={repair} access={{ code: repair.code }} onChange={onChange} />
      {repair.warrantyUntil ? (
        <WarrantyNote code={repair.code} until={repair.warrantyUntil} />
      ) : null}
    </div>
  );
}

function RequestList({ requests }: { requests: Me['requests'] }) {
  if (requests.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        Le richieste di preventivo e i moduli di spedizione che invii dopo aver effettuato l'accesso
        compaiono qui.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-100 rounded-2xl bg-white px-5 ring-1 ring-slate-200">
      {requests.map((request) => (
        <li
          key={request.id}
          className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3 text-sm"
        >
          <div className="min-w-0">
            <p>
              <span className="font-mono font-semibold">{request.number}</span>{' '}
              <span className="text-slate-600">· {REQUEST_KIND.label(request.kind)}</span>
            </p>
            <p className="break-words">{request.device}</p>
            <p className="text-slate-600">Inviata il {formatDateTime(request.createdAt)}</p>
          </div>
          <div className="sm:text-right">
            <p className="font-medium">{REQUEST_STATUS.label(request.status)}</p>
            {request.repairCode ? (
              <a href={`#${request.repairCode}`} className="font-mono text-brand-700 underline">
                {request.repairCode}
              </a>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * "Le mie riparazioni": the repairs of the account's verified e-mail, each with its state,
 * estimate, timeline and warranty, and the requests sent while signed in
 * (docs/product.md#accounts).
 */
export function AccountRepairsPage() {
  const { user } = useAuth();
  const [{ data, error }, reload] = useQuery({
    query: AccountRepairsQuery,
    requestPolicy: 'cache-and-network',
    context: REFRESHED_BY_PROFILE,
  });
  const me = data?.me;
  return (
    <AccountLayout
      title={PAGE_HEADS.accountRepairs.title}
      description={PAGE_HEADS.accountRepairs.description}
    >
      <div className="space-y-8">
        {user && !user.emailVerified ? (
          <p className="rounded-2xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
            Verifica il tuo indirizzo e-mail per vedere qui le riparazioni lasciate con questa
            e-mail.{' '}
            <Link to="/verifyaccount" className="font-semibold underline">
              Verificalo ora
            </Link>
          </p>
        ) : null}
        <section aria-labelledby="riparazioni" className="space-y-4">
          <h2 id="riparazioni" className="text-xl font-bold">
            Riparazioni
          </h2>
          {!me ? (
            <p className="text-sm text-slate-600">
              {error
                ? 'Non riusciamo a caricare le riparazioni: riprova più tardi.'
                : 'Caricamento…'}
            </p>
          ) : me.repairs.length === 0 ? (
            <p className="text-sm text-slate-600">
              Non ci sono riparazioni con la tua e-mail.{' '}
              <Link to="/preventivo" className="font-semibold text-brand-700 underline">
                Richiedi un preventivo
              </Link>
            </p>
          ) : (
            <Suspense fallback={<p className="text-sm text-slate-600">Caricamento…</p>}>
              {me.repairs.map((repair) => (
                <AccountRepair
                  key={repair.code}
                  repair={repair}
                  onChange={() => reload({ requestPolicy: 'network-only' })}
                />
              ))}
              <ScrollToLinkedRepair />
            </Suspense>
          )}
        </section>
        <section aria-labelledby="richieste" className="space-y-4">
          <h2 id="richieste" className="text-xl font-bold">
            Richieste inviate
          </h2>
          {me ? <RequestList requests={me.requests} /> : null}
        </section>
      </div>
    </AccountLayout>
  );
}
