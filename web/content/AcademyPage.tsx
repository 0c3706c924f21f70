import { Container } from '../ui/Container';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';

export function AcademyPage() {
  return (
    <Container className="py-10">
      <PageMeta
        title="Academy"
        description="Guide pratiche per usare al meglio e far durare i tuoi dispositivi."
      />
      <PageHeader
        title="Academy"
        intro="Guide pratiche scritte dai nostri tecnici per far durare di più smartphone, tablet e computer."
      />
    </Container>
  );
}
