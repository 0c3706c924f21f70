import { Container } from '../ui/Container';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';

export function ProductPage() {
  return (
    <Container className="py-10">
      <PageMeta
        title="Scheda prodotto"
        description="Dettagli, prezzo e disponibilità del prodotto."
      />
      <PageHeader
        title="Scheda prodotto"
        intro="Qui trovi le caratteristiche, il prezzo e la disponibilità del prodotto scelto."
      />
    </Container>
  );
}
