import { Container } from '../ui/Container';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';

export function RepairStatusPage() {
  return (
    <Container className="py-10">
      <PageMeta
        title="Stato riparazione"
        description="Controlla a che punto è la riparazione del tuo dispositivo."
      />
      <PageHeader
        title="Stato riparazione"
        intro="Con il codice riparazione e la tua e-mail puoi seguire ogni passaggio del lavoro sul tuo dispositivo."
      />
    </Container>
  );
}
