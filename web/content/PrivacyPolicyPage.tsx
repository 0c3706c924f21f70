import { Container } from '../ui/Container';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';

export function PrivacyPolicyPage() {
  return (
    <Container className="py-10">
      <PageMeta title="Privacy policy" description="Come trattiamo i tuoi dati personali." />
      <PageHeader
        title="Privacy policy"
        intro="Come raccogliamo, usiamo e proteggiamo i dati personali di chi usa questo sito."
      />
    </Container>
  );
}
