import { Container } from '../ui/Container';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';

export function HomePage() {
  return (
    <Container className="py-10">
      <PageMeta
        title="Riparazioni e elettronica"
        description="Riparazione smartphone, tablet e computer con preventivo gratuito, e dispositivi testati nel nostro laboratorio."
      />
      <PageHeader
        title="Riparazioni e elettronica testata"
        intro="Ripariamo smartphone, tablet, computer e console nel nostro laboratorio di Milano e vendiamo dispositivi ricondizionati e nuovi con garanzia."
      />
    </Container>
  );
}
