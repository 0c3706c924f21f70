import type { ResultOf } from 'gql.tada';
import { formatDateTime } from '../../../schema/dates';
import { formatPrice } from '../../../schema/rules/money';
import { REPAIR_PAYMENT_KIND, REPAIR_PAYMENT_STATUS } from '../../../schema/vocabulary';
import type { RepairQuery } from './queries';

type Payment = NonNullable<ResultOf<typeof RepairQuery>['adminRepair']>['payments'][number];

/**
 * What the customer paid online for the repair, page by page (docs/product.md#payments-online):
 * paid ones with when and Stripe's references, and any payment problem to check in Stripe.
 */
export function RepairPayments({ payments }: { payments: readonly Payment[] }) {
  const paid = payments.filter((payment) => payment.status === 'PAID');
  const total = paid.reduce((sum, payment) => sum + payment.amount, 0);
  return (
    <section aria-labelledby="pagamenti-online">
      <h3 id="pagamenti-online" className="mb-2 font-bold">
        Pagamenti online
      </h3>
      {payments.length === 0 ? (
        <p className="text-sm text-slate-600">Nessun pagamento online.</p>
      ) : (
        <>
          <p className="text-sm">
            Pagato online: <strong>{formatPrice(total)}</strong> IVA inclusa
          </p>
          <ul className="mt-2 space-y-2 text-sm">
            {payments.map((payment) => (
              <li key={payment.id} className="rounded-lg bg-slate-50 p-3">
                <p className="font-semibold">
                  {REPAIR_PAYMENT_KIND.label(payment.kind)} · {formatPrice(payment.amount)} ·{' '}
                  {REPAIR_PAYMENT_STATUS.label(payment.status)}
                </p>
                <p className="text-slate-600">
                  {payment.paidAt
                    ? `Pagato il ${formatDateTime(payment.paidAt)}`
                    : `Pagina aperta il ${formatDateTime(payment.openedAt)}`}
                  {` · ${payment.paymentIntent ?? payment.sessionId}`}
                </p>
                {payment.problem ? (
                  <p role="alert" className="mt-1 font-semibold text-red-800">
                    Problema di pagamento: {payment.problem}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
