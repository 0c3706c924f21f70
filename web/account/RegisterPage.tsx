import { Container } from '../ui/Container';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';

export function RegisterPage() {
  return (
    <Container className="py-10">
      <PageMeta title="Registrati" description="Crea il tuo account." noIndex />
      <PageHeader
        title="Crea il tuo account"
        intro="Con un account ritrovi ordini, indirizzi e prodotti preferiti."
      />
    </Container>
  );
}
