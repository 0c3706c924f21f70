import { Link } from 'wouter';
import { PAGE_HEADS } from '../../schema/seo';
import { buttonStyles } from '../ui/buttons';
import { Container } from '../ui/Container';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';
import { CheckoutSteps } from './CheckoutSteps';
import { OrderAside } from './OrderAside';
import { OrderProblem, SummaryActions, SummaryBlocks } from './OrderSummaryParts';
import { usePlaceOrder } from './usePlaceOrder';

/** No order to confirm: an empty cart, or no checkout data (a summary opened directly). */
function NothingToConfirm({ emptyCart }: { emptyCart: boolean }) {
  return (
    <Container className="py-10">
      <PageMeta title="Riepilogo ordine" description="Il riepilogo del tuo ordine." noIndex />
      <PageHeader
        title="Riepilogo ordine"
        intro={
          emptyCart
            ? 'Il carrello è vuoto: non c’è nessun ordine da confermare.'
            : 'Mancano i dati per la spedizione e il pagamento.'
        }
      />
      <Link to={emptyCart ? '/shop' : '/checkout-forms'} className={buttonStyles.primary}>
        {emptyCart ? 'Vai allo shop' : 'Compila i dati'}
      </Link>
    </Container>
  );
}

export function OrderSummaryPage() {
  const { lines, draft, method, problem, placing, confirm } = usePlaceOrder();
  if (!draft || !method || lines.length === 0) {
    return <NothingToConfirm emptyCart={lines.length === 0} />;
  }
  return (
    <Container className="py-10">
      <PageMeta {...PAGE_HEADS.orderSummary} />
      <CheckoutSteps current={2} />
      <PageHeader
        title="Riepilogo ordine"
        intro="Controlla che sia tutto giusto prima di confermare."
      />
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-4">
          <SummaryBlocks fields={draft.fields} method={method} />
          {problem ? <OrderProblem problem={problem} /> : null}
          <SummaryActions placing={placing} onConfirm={confirm} />
        </div>
        <OrderAside paymentMethod={method} />
      </div>
    </Container>
  );
}
