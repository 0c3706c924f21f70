import { Container } from '../ui/Container';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';

export function AccountInfoPage() {
  return (
    <Container className="py-10">
      <PageMeta title="Informazioni personali" description="I tuoi dati personali." noIndex />
      <PageHeader
        title="Informazioni personali"
        intro="Il nome con cui ti salutiamo e l'indirizzo e-mail del tuo account."
      />
    </Container>
  );
}
