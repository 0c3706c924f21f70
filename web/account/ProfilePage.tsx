import { Container } from '../ui/Container';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';

export function ProfilePage() {
  return (
    <Container className="py-10">
      <PageMeta title="Il mio account" description="Il tuo account." noIndex />
      <PageHeader title="Il mio account" intro="Il riepilogo del tuo account." />
    </Container>
  );
}
