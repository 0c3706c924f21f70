import { Link } from 'wouter';
import { PAGE_HEADS } from '../../schema/seo';
import { useAuth } from '../account/auth';
import { buttonStyles } from '../ui/buttons';
import { Container } from '../ui/Container';
import { ErrorState } from '../ui/ErrorState';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';
import { OrderList } from './OrderList';
import { useGuestOrders, useSignedInOrders } from './useOrderHistory';

/** A list of orders as it loads: the rows, a retry after a failure, or a placeholder. */
function Orders({ history }: { history: ReturnType<typeof useSignedInOrders> }) {
  if (history.failed) return <ErrorState onRetry={history.retry} />;
  if (!history.orders)
    return (
      <div
        role="status"
        aria-label="Caricamento degli ordini"
        className="h-40 animate-pulse rounded-2xl bg-slate-200"
      />
    );
  return <OrderList orders={history.orders} />;
}

function SignedInOrders() {
  return <Orders history={useSignedInOrders()} />;
}

function GuestOrders() {
  const history = useGuestOrders();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-brand-50 p-5 text-brand-950">
        <p className="text-sm">
          Qui vedi gli ordini fatti da questo browser. <strong>Accedi</strong> per ritrovare i tuoi
          ordini su qualsiasi dispositivo.
        </p>
        <Link to="/login?redirect=%2Forder-history" className={buttonStyles.primary}>
          Accedi
        </Link>
      </div>
      <Orders history={history} />
    </div>
  );
}

export function OrderHistoryPage() {
  const { isAuthenticated, loading } = useAuth();
  return (
    <Container className="py-10">
      <PageMeta {...PAGE_HEADS.orderHistory} />
      <PageHeader
        title="I miei ordini"
        intro="Lo stato di ogni ordine, aggiornato da noi passo dopo passo."
      />
      {loading ? null : isAuthenticated ? <SignedInOrders /> : <GuestOrders />}
    </Container>
  );
}
