import { Container } from '../ui/Container';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';

export function ShippingRulesPage() {
  return (
    <Container className="py-10">
      <PageMeta
        title="Regolamento spedizioni"
        description="Come imballare e spedire il tuo dispositivo al nostro laboratorio."
      />
      <PageHeader
        title="Regolamento spedizioni"
        intro="Le regole per spedirci un dispositivo da riparare: imballaggio, documenti da includere e tempi di restituzione."
      />
    </Container>
  );
}
