import { Container } from '../ui/Container';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';

export function ChangePasswordPage() {
  return (
    <Container className="py-10">
      <PageMeta
        title="Modifica password"
        description="Cambia la password del tuo account."
        noIndex
      />
      <PageHeader title="Modifica password" intro="Cambia la password del tuo account." />
    </Container>
  );
}
