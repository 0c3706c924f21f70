import { Container } from '../ui/Container';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';

export function AdminPage() {
  return (
    <Container className="py-10">
      <PageMeta
        title="Pannello di gestione"
        description="Pannello di gestione del negozio."
        noIndex
      />
      <PageHeader
        title="Pannello di gestione"
        intro="Richieste, riparazioni, ordini e iscrizioni alla newsletter."
      />
    </Container>
  );
}
