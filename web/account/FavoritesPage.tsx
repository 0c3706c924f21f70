import { Container } from '../ui/Container';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';

export function FavoritesPage() {
  return (
    <Container className="py-10">
      <PageMeta title="Preferiti" description="I tuoi prodotti preferiti." noIndex />
      <PageHeader title="Preferiti" intro="I prodotti che hai salvato." />
    </Container>
  );
}
