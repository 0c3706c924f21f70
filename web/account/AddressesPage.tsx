import { Container } from '../ui/Container';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';

export function AddressesPage() {
  return (
    <Container className="py-10">
      <PageMeta title="I miei indirizzi" description="I tuoi indirizzi di spedizione." noIndex />
      <PageHeader
        title="I miei indirizzi"
        intro="Gli indirizzi di spedizione salvati nel tuo account."
      />
    </Container>
  );
}
