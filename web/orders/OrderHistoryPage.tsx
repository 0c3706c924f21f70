import { type FragmentOf, readFragment } from 'gql.tada';
import { useQuery } from 'urql';
import { Link } from 'wouter';
import { formatDate } from '../../schema/dates';
import { PAGE_HEADS } from '../../schema/seo';
import { useAuth } from '../account/auth';
import { graphql } from '../graphql';
import { buttonStyles } from '../ui/buttons';
import { Container } from '../ui/Container';
import { ErrorState } from '../ui/ErrorState';
import { Icon } from '../ui/Icon';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';
import { Price } from '../ui/Price';
import { readGuestOrders } from './guest-orders';
import { OrderStatusBadge } from './OrderStatusBadge';

const OrderSummaryFragment = graphql(`
  fragment OrderSummary on Order {
    id
    number
    status
    createdAt
    total
    lines {
      quantity
      name
    }
  }
`);

const MyOrdersQuery = graphql(
  `
    query MyOrders {
      myOrders {
        ...OrderSummary
      }
    }
  `,
  [OrderSummaryFragment],
);

const GuestOrdersQuery = graphql(
  `
    query GuestOrders($refs: [OrderRefInput!]!) {
      guestOrders(refs: $refs) {
        ...OrderSummary
      }
    }
  `,
  [OrderSummaryFragment],
);

function OrderList({ orders }: { orders: readonly FragmentOf<typeof OrderSummaryFragment>[] }) {
  if (orders.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <Icon name="package" className="mx-auto size-10 text-slate-400" />
        <h2 className="mt-3 text-lg font-semibold">Nessun ordine per ora</h2>
        <Link to="/shop" className={`${buttonStyles.primary} mt-6`}>
          Vai allo shop
        </Link>
      </div>
    );
  }
  return (
    <ul className="space-y-3" aria-label="Ordini">
      {orders.map((data) => {
        const order = readFragment(OrderSummaryFragment, data);
        const items = order.lines.reduce((sum, line) => sum + line.quantity, 0);
        return (
          <li key={order.id}>
            <Link
              to={`/order/${order.id}`}
              className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-2xl bg-white p-5 ring-1 ring-slate-200 hover:ring-brand-300"
            >
              <div className="min-w-0 flex-1">
                <p className="font-bold text-ink">Ordine {order.number}</p>
                <p className="text-sm text-slate-600">
                  {formatDate(order.createdAt)} · {items === 1 ? '1 articolo' : `${items} articoli`}
                </p>
                <p className="truncate text-sm text-slate-600">
                  {order.lines.map((line) => line.name).join(', ')}
                </p>
              </div>
              <OrderStatusBadge status={order.status} />
              <Price cents={order.total} className="font-semibold" />
              <Icon name="chevronRight" className="size-5 text-slate-400" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function SignedInOrders() {
  const [result, reexecute] = useQuery({
    query: MyOrdersQuery,
    requestPolicy: 'cache-and-network',
  });
  if (result.error && !result.data) {
    return <ErrorState onRetry={() => reexecute({ requestPolicy: 'network-only' })} />;
  }
  if (!result.data)
    return (
      <div
        role="status"
        aria-label="Caricamento degli ordini"
        className="h-40 animate-pulse rounded-2xl bg-slate-200"
      />
    );
  return <OrderList orders={result.data.myOrders} />;
}

function GuestOrders() {
  const refs = readGuestOrders(null).map(({ id, token }) => ({ id, token }));
  const [result, reexecute] = useQuery({
    query: GuestOrdersQuery,
    variables: { refs },
    pause: refs.length === 0,
    requestPolicy: 'cache-and-network',
  });
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
      {refs.length === 0 ? (
        <OrderList orders={[]} />
      ) : result.error && !result.data ? (
        <ErrorState onRetry={() => reexecute({ requestPolicy: 'network-only' })} />
      ) : result.data ? (
        <OrderList orders={result.data.guestOrders} />
      ) : (
        <div
          role="status"
          aria-label="Caricamento degli ordini"
          className="h-40 animate-pulse rounded-2xl bg-slate-200"
        />
      )}
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
