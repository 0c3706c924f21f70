import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { buttonStyles } from '../ui/buttons';
import { Container } from '../ui/Container';
import { Icon } from '../ui/Icon';
import { PageMeta } from '../ui/PageMeta';

/** Only a visitor without the order's link sees this form: its code loads with it. */
const OrderLinkRequest = lazy(async () => ({
  default: (await import('./OrderLinkRequest')).OrderLinkRequest,
}));

/** An order id this visitor may not open, or none at all: where to look, and the link again. */
export function OrderNotFound() {
  return (
    <Container className="py-20 text-center">
      <PageMeta
        title="Ordine non trovato"
        description="L'ordine richiesto non è disponibile."
        noIndex
      />
      <Icon name="package" className="mx-auto size-10 text-slate-400" />
      <h1 className="mt-4 text-3xl font-bold">Ordine non trovato</h1>
      <p className="mx-auto mt-3 max-w-md text-slate-600">
        Non troviamo questo ordine. Se l'hai effettuato da un altro dispositivo, accedi al tuo
        account o apri il link dell'e-mail di conferma che ti abbiamo inviato.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/order-history" className={buttonStyles.primary}>
          I miei ordini
        </Link>
        <Link to="/support" className={buttonStyles.secondary}>
          Contatta l'assistenza
        </Link>
      </div>
      <Suspense fallback={null}>
        <OrderLinkRequest />
      </Suspense>
    </Container>
  );
}
