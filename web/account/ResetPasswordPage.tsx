import { Container } from '../ui/Container';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';

export function ResetPasswordPage() {
  return (
    <Container className="py-10">
      <PageMeta
        title="Reimposta password"
        description="Reimposta la password del tuo account."
        noIndex
      />
      <PageHeader
        title="Reimposta la password"
        intro="Ricevi un link via e-mail per scegliere una nuova password."
      />
    </Container>
  );
}
