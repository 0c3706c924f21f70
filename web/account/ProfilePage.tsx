import { Link } from 'wouter';
import { Icon, type IconName } from '../ui/Icon';
import { AccountLayout } from './AccountLayout';
import { useAuth } from './auth';
import { RecentActivity } from './RecentActivity';
import { type ProfileOverview, useProfileOverview } from './useProfileOverview';

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
  const overview = useProfileOverview();
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
        <RecentActivity overview={overview} />
        <Shortcuts me={overview.me} />
      </div>
    </AccountLayout>
  );
}

/** The account's other pages, with how many addresses and favourites it keeps once known. */
function Shortcuts({ me }: { me: ProfileOverview['me'] }) {
  return (
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
  );
}
