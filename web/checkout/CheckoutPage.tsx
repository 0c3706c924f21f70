import { Container } from '../ui/Container';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';

export function CheckoutPage() {
  return (
    <Container className="py-10">
      <PageMeta
        title="Checkout"
        description="Dati di spedizione e pagamento del tuo ordine."
        noIndex
      />
      <PageHeader title="Checkout" intro="Inserisci i dati di spedizione e scegli come pagare." />
    </Container>
  );
}
