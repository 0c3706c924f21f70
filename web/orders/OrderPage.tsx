import { Container } from '../ui/Container';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';

export function OrderPage() {
  return (
    <Container className="py-10">
      <PageMeta title="Dettaglio ordine" description="Stato e dettagli del tuo ordine." noIndex />
      <PageHeader title="Dettaglio ordine" intro="Lo stato e il contenuto di un ordine." />
    </Container>
  );
}
