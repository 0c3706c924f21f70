import { Container } from '../ui/Container';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';

export function OrderSummaryPage() {
  return (
    <Container className="py-10">
      <PageMeta
        title="Riepilogo ordine"
        description="Controlla il tuo ordine prima di confermarlo."
        noIndex
      />
      <PageHeader
        title="Riepilogo ordine"
        intro="Un ultimo controllo di prodotti, indirizzo e pagamento prima della conferma."
      />
    </Container>
  );
}
