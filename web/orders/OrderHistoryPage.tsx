import { Container } from '../ui/Container';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';

export function OrderHistoryPage() {
  return (
    <Container className="py-10">
      <PageMeta title="I miei ordini" description="Lo storico dei tuoi ordini." noIndex />
      <PageHeader title="I miei ordini" intro="Lo storico degli ordini effettuati." />
    </Container>
  );
}
