import { useQuery } from 'urql';
import { Link } from 'wouter';
import { formatDate } from '../../schema/dates';
import { graphql } from '../graphql';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';
import { Icon, type IconName } from '../ui/Icon';
import { Price } from '../ui/Price';
import { AccountLayout } from './AccountLayout';
import { useAuth } from './auth';

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
    }
  }
`);

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
  const [{ data }] = useQuery({ query: ProfileOverviewQuery, requestPolicy: 'cache-and-network' });
  const me = data?.me;
  const recent = me?.orders.slice(0, 3) ?? [];

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
          aria-labelledby="ordini-recenti"
        >
          <div className="mb-3 flex items-center justify-between">
            <h2 id="ordini-recenti" className="font-bold">
              Ordini recenti
            </h2>
            <Link
              to="/order-history"
              className="text-sm font-medium text-brand-700 hover:underline"
            >
              Tutti gli ordini
            </Link>
          </div>
          {recent.length === 0 ? (
            <p className="text-sm text-slate-600">
              {me ? 'Non hai ancora fatto ordini.' : 'Caricamento…'}
            </p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {recent.map((order) => (
                <li key={order.id}>
                  <Link
                    to={`/order/${order.id}`}
                    className="flex flex-wrap items-center gap-3 py-3 text-sm hover:text-brand-700"
                  >
                    <span className="font-semibold">{order.number}</span>
                    <span className="text-slate-600">{formatDate(order.createdAt)}</span>
                    <OrderStatusBadge status={order.status} />
                    <Price cents={order.total} className="ml-auto font-semibold" />
                  </Link>
                </li>
              ))}
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
