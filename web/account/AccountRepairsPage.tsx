import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'wouter';
import { PAGE_HEADS } from '../../schema/seo';
import { AccountAppointments } from '../appointments/AccountAppointments';
import { AccountLayout } from './AccountLayout';
import { AccountRequests } from './AccountRequests';
import { useAuth } from './auth';
import { type AccountRepairsData, useAccountRepairs } from './useAccountRepairs';

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

/**
 * One repair of the account: its card (state, estimate to answer as the account, timeline) and
 * its warranty, addressed by its code (/profilo/riparazioni#RIP-…).
 */
function AccountRepair({
  repair,
  onChange,
}: {
  repair: AccountRepairsData['repairs'][number];
  onChange: () => void;
}) {
  return (
    <div id={repair.code} className="space-y-3">
      <RepairCard
        repair={repair}
        access={{ code: repair.code }}
        onChange={onChange}
        onStale={onChange}
      />
      {repair.warrantyUntil ? (
        <WarrantyNote code={repair.code} until={repair.warrantyUntil} />
      ) : null}
    </div>
  );
}

/** The account's repairs as they load: each card, none with a way to ask, or why not shown. */
function AccountRepairList({
  me,
  failed,
  reload,
}: {
  me: AccountRepairsData | null | undefined;
  failed: boolean;
  reload: () => void;
}) {
  if (!me) {
    return (
      <p className="text-sm text-slate-600">
        {failed ? 'Non riusciamo a caricare le riparazioni: riprova più tardi.' : 'Caricamento…'}
      </p>
    );
  }
  if (me.repairs.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        Non ci sono riparazioni con la tua e-mail.{' '}
        <Link to="/preventivo" className="font-semibold text-brand-700 underline">
          Richiedi un preventivo
        </Link>
      </p>
    );
  }
  return (
    <Suspense fallback={<p className="text-sm text-slate-600">Caricamento…</p>}>
      {me.repairs.map((repair) => (
        <AccountRepair key={repair.code} repair={repair} onChange={reload} />
      ))}
      <ScrollToLinkedRepair />
    </Suspense>
  );
}

/**
 * "Le mie riparazioni": the repairs of the account's verified e-mail, each with its state,
 * estimate, timeline and warranty, its appointments at the lab, and the requests sent while signed in
 * (docs/product.md#accounts).
 */
export function AccountRepairsPage() {
  const { user } = useAuth();
  const { me, failed, reload } = useAccountRepairs();
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
          <AccountRepairList me={me} failed={failed} reload={reload} />
        </section>
        {me ? <AccountAppointments appointments={me.appointments} /> : null}
        <section aria-labelledby="richieste" className="space-y-4">
          <h2 id="richieste" className="text-xl font-bold">
            Richieste inviate
          </h2>
          {me ? <AccountRequests requests={me.requests} /> : null}
        </section>
      </div>
    </AccountLayout>
  );
}
