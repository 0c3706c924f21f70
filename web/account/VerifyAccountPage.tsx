import { Container } from '../ui/Container';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';

export function VerifyAccountPage() {
  return (
    <Container className="py-10">
      <PageMeta title="Verifica account" description="Verifica il tuo indirizzo e-mail." noIndex />
      <PageHeader
        title="Verifica account"
        intro="La verifica dell'indirizzo e-mail completa la registrazione."
      />
    </Container>
  );
}
