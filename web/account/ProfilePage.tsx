import { useQuery } from 'urql';
import { Link } from 'wouter';
import { formatDate } from '../../schema/dates';
import { graphql } from '../graphql';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';
import { RepairStatusBadge } from '../repairs/RepairStatusBadge';
import { Icon, type IconName } from '../ui/Icon';
import { Price } from '../ui/Price';
import { AccountLayout } from './AccountLayout';
import { accountActivity } from './account-activity';
import { useAuth } from './auth';
import { REFRESHED_BY_PROFILE } from './profile-refresh';

const ProfileOverviewQuery = graphql(`
  query ProfileOverview {
    me {
      id
      addresses {
        id
      }
      favorites {
        id
      }
      orders {
        id
        number
        status
        createdAt
        total
      }
      repairs {
        code
        device
        status
        createdAt
      }
    }
  }
`);

/** How many orders and repairs the overview shows, newest first. */
const RECENT_ACTIVITY = 5;

const SHORTCUTS: { to: string; icon: IconName; title: string; text: string }[] = [
  {
    to: '/profilo/informazioni',
    icon: 'clipboard',
    title: 'Informazioni',
    text: 'Il nome con cui ti salutiamo.',
  },
  {
    to: '/profilo/indirizzi',
    icon: 'mapPin',
    title: 'Indirizzi',
    text: 'Gli indirizzi per spedire più in fretta.',
  },
  {
    to: '/profilo/preferiti',
    icon: 'heart',
    title: 'Preferiti',
    text: 'I prodotti che hai salvato.',
  },
  {
    to: '/modifica-password',
    icon: 'shield',
    title: 'Password',
    text: 'Cambia la password del tuo account.',
  },
];

export function ProfilePage() {
  const { displayName, user } = useAuth();
  const [{ data }] = useQuery({
    query: ProfileOverviewQuery,
    requestPolicy: 'cache-and-network',
    context: REFRESHED_BY_PROFILE,
  });
  const me = data?.me;
  const recent = me ? accountActivity(me.orders, me.repairs, RECENT_ACTIVITY) : [];

  return (
    <AccountLayout title="Il mio account" description="Il riepilogo del tuo account RiparoLab.">
      <div className="space-y-6">
        <div className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
          <p className="text-lg font-semibold">Ciao {displayName}!</p>
          <p className="text-slate-600">{user?.email}</p>
          {user && !user.emailVerified ? (
            <p className="mt-2 text-sm text-amber-800">
              Il tuo indirizzo non è ancora verificato.{' '}
              <Link to="/verifyaccount" className="font-semibold underline">
                Verificalo ora
              </Link>
            </p>
          ) : null}
        </div>

        <section
          className="rounded-2xl bg-white p-5 ring-1 ring-slate-200"
          aria-labelledby="attivita-recenti"
        >
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <h2 id="attivita-recenti" className="font-bold">
              Ordini e riparazioni
            </h2>
            <span className="flex gap-4">
              <Link
                to="/order-history"
                className="text-sm font-medium text-brand-700 hover:underline"
              >
                Tutti gli ordini
              </Link>
              <Link
                to="/profilo/riparazioni"
                className="text-sm font-medium text-brand-700 hover:underline"
              >
                Le mie riparazioni
              </Link>
            </span>
          </div>
          {recent.length === 0 ? (
            <p className="text-sm text-slate-600">
              {me ? 'Non hai ancora ordini né riparazioni.' : 'Caricamento…'}
            </p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {recent.map((item) =>
                item.kind === 'order' ? (
                  <li key={`ordine-${item.id}`}>
                    <Link
                      to={`/order/${item.id}`}
                      className="flex flex-wrap items-center gap-3 py-3 text-sm hover:text-brand-700"
                    >
                      <Icon name="package" className="size-4 text-slate-500" />
                      <span className="font-semibold">Ordine {item.number}</span>
                      <span className="text-slate-600">{formatDate(item.createdAt)}</span>
                      <OrderStatusBadge status={item.status} />
                      <Price cents={item.total} className="ml-auto font-semibold" />
                    </Link>
                  </li>
                ) : (
                  <li key={`riparazione-${item.code}`}>
                    <Link
                      to={`/profilo/riparazioni#${item.code}`}
                      className="flex flex-wrap items-center gap-3 py-3 text-sm hover:text-brand-700"
                    >
                      <Icon name="wrench" className="size-4 text-slate-500" />
                      <span className="font-semibold">Riparazione {item.code}</span>
                      <span className="text-slate-600">{formatDate(item.createdAt)}</span>
                      <RepairStatusBadge status={item.status} />
                      <span className="ml-auto truncate text-slate-700">{item.device}</span>
                    </Link>
                  </li>
                ),
              )}
            </ul>
          )}
        </section>

        <ul className="grid gap-3 sm:grid-cols-2">
          {SHORTCUTS.map((shortcut) => (
            <li key={shortcut.to}>
              <Link
                to={shortcut.to}
                className="flex h-full gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 hover:ring-brand-300"
              >
                <Icon name={shortcut.icon} className="size-6 shrink-0 text-brand-700" />
                <span>
                  <span className="block font-semibold">{shortcut.title}</span>
                  <span className="block text-sm text-slate-600">
                    {shortcut.to === '/profilo/indirizzi' && me
                      ? `${me.addresses.length} salvati`
                      : shortcut.to === '/profilo/preferiti' && me
                        ? `${me.favorites.length} prodotti`
                        : shortcut.text}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </AccountLayout>
  );
}
