import { Container } from '../ui/Container';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';

export function CartPage() {
  return (
    <Container className="py-10">
      <PageMeta title="Carrello" description="Il tuo carrello." noIndex />
      <PageHeader title="Carrello" intro="I prodotti che hai scelto, con il riepilogo dei costi." />
    </Container>
  );
}
