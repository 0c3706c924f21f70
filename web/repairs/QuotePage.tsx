import { Container } from '../ui/Container';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';

export function QuotePage() {
  return (
    <Container className="py-10">
      <PageMeta
        title="Richiedi un preventivo"
        description="Preventivo gratuito per la riparazione di smartphone, tablet, computer e console."
      />
      <PageHeader
        title="Richiedi un preventivo"
        intro="Raccontaci quale dispositivo hai e che problema presenta: il preventivo è gratuito e senza impegno."
      />
    </Container>
  );
}
