import { Container } from '../ui/Container';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';

export function AdminShopPage() {
  return (
    <Container className="py-10">
      <PageMeta title="Gestione negozio" description="Gestione del catalogo." noIndex />
      <PageHeader
        title="Gestione negozio"
        intro="Prezzi, disponibilità e descrizioni dei prodotti."
      />
    </Container>
  );
}
