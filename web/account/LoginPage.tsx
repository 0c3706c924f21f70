import { Container } from '../ui/Container';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';

export function LoginPage() {
  return (
    <Container className="py-10">
      <PageMeta title="Accedi" description="Accedi al tuo account." noIndex />
      <PageHeader title="Accedi" intro="Accedi per ritrovare ordini, indirizzi e preferiti." />
    </Container>
  );
}
