import { lazy, Suspense } from 'react';
import { useQuery } from 'urql';
import { PAGE_HEADS } from '../../schema/seo';
import { useAuth } from '../account/auth';
import { loginPath } from '../account/redirect';
import { useNavigate, useUrl } from '../app/location';
import { OrdersSection } from '../orders/staff/OrdersSection';
import { NewsletterSection } from '../repairs/staff/NewsletterSection';
import { QuoteRequestsSection } from '../repairs/staff/QuoteRequestsSection';
import { RepairsSection } from '../repairs/staff/RepairsSection';
import { ShippingFormsSection } from '../repairs/staff/ShippingFormsSection';
import { Container } from '../ui/Container';
import { PageMeta } from '../ui/PageMeta';
import { AuditSection } from './AuditSection';
import { ADMIN_VIEWS, useAdminUrl } from './admin-url';
import { Dashboard } from './Dashboard';
import { StaffCheckQuery } from './staff-queries';

/** Its own chunk: the review queue is a small part of the staff's day. */
const ReviewsSection = lazy(async () => ({
  default: (await import('../catalogue/staff/ReviewsSection')).ReviewsSection,
}));

/** Its own chunk: the price list changes seldom. */
const PriceListSection = lazy(async () => ({
  default: (await import('../repairs/staff/PriceListSection')).PriceListSection,
}));

/** Its own chunk: the figures and their charts load only when staff open "Numeri". */
const NumbersSection = lazy(async () => ({
  default: (await import('./numbers/NumbersSection')).NumbersSection,
}));

const SECTIONS = {
  panoramica: Dashboard,
  preventivi: QuoteRequestsSection,
  listino: PriceListSection,
  spedizioni: ShippingFormsSection,
  riparazioni: RepairsSection,
  ordini: OrdersSection,
  numeri: NumbersSection,
  recensioni: ReviewsSection,
  newsletter: NewsletterSection,
  registro: AuditSection,
} as const;

/**
 * A staff sign-in older than the server allows (docs/product.md#access): sign out, then in again,
 * and come back here. Signing out first, or the login page would send a signed-in visitor back.
 */
function SignInAgain({ message }: { message: string }) {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const { pathname, search } = useUrl();
  const signInAgain = async () => {
    if (await logout()) await navigate(loginPath(`${pathname}${search}`));
  };
  return (
    <div role="alert" className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
      <h1 className="text-xl font-bold">Accedi di nuovo</h1>
      <p className="mt-2 text-slate-700">{message}</p>
      <button
        type="button"
        onClick={() => void signInAgain()}
        className="mt-4 inline-block font-semibold text-brand-700 underline"
      >
        Vai all'accesso
      </button>
    </div>
  );
}

/** What a signed-in customer (or a stale stored record) sees: the server said no. */
export function StaffOnly() {
  const { reauth } = useStaffCheck();
  if (reauth) return <SignInAgain message={reauth} />;
  return (
    <div role="alert" className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
      <h1 className="text-xl font-bold">Area riservata al personale</h1>
      <p className="mt-2 text-slate-700">
        Il tuo account non ha accesso alla gestione del negozio. Se fai parte dello staff, accedi
        con l'account del negozio.
      </p>
      <a
        href={loginPath('/admin')}
        className="mt-4 inline-block font-semibold text-brand-700 underline"
      >
        Accedi con un altro account
      </a>
    </div>
  );
}

/** Whether the server refused the staff check; the browser guard is only a convenience. */
export function useStaffCheck() {
  const [result] = useQuery({ query: StaffCheckQuery });
  const refusal = result.error?.graphQLErrors[0];
  const code = refusal?.extensions?.code;
  return {
    denied: code === 'FORBIDDEN' || code === 'UNAUTHENTICATED' || code === 'REAUTH_REQUIRED',
    /** The server's request to sign in again, when that is why. */
    reauth: code === 'REAUTH_REQUIRED' ? (refusal?.message ?? null) : null,
    ready: Boolean(result.data || result.error),
  };
}

export function AdminPage() {
  const url = useAdminUrl();
  const staff = useStaffCheck();
  const Section = SECTIONS[url.view];
  return (
    <Container className="py-8">
      <PageMeta {...PAGE_HEADS.admin} />
      {staff.denied ? (
        <StaffOnly />
      ) : (
        <>
          <h1 className="mb-4 text-2xl font-bold">Pannello di gestione</h1>
          <nav aria-label="Sezioni" className="relative -mx-4 mb-6 overflow-x-auto px-4">
            <ul className="flex min-w-max gap-1 rounded-xl bg-white p-1 ring-1 ring-slate-200">
              {ADMIN_VIEWS.map((view) => (
                <li key={view.id}>
                  <button
                    type="button"
                    aria-current={url.view === view.id ? 'page' : undefined}
                    onClick={() => url.go({ view: view.id, id: null })}
                    className={`rounded-lg px-3 py-2 text-sm font-medium ${
                      url.view === view.id
                        ? 'bg-brand-600 text-white'
                        : 'text-slate-700 hover:bg-slate-100'
                    }`}
                  >
                    {view.label}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          {staff.ready ? (
            <Suspense fallback={null}>
              <Section />
            </Suspense>
          ) : (
            <p role="status" className="text-slate-600">
              Verifica dell'accesso…
            </p>
          )}
        </>
      )}
    </Container>
  );
}
