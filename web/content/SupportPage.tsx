import { Container } from '../ui/Container';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';

export function SupportPage() {
  return (
    <Container className="py-10">
      <PageMeta title="Supporto" description="Domande frequenti, contatti e orari del negozio." />
      <PageHeader
        title="Supporto"
        intro="Risposte alle domande più frequenti, contatti e orari del negozio."
      />
    </Container>
  );
}
