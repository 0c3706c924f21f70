import { Container } from '../ui/Container';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';

export function ShippingFormPage() {
  return (
    <Container className="py-10">
      <PageMeta
        title="Modulo di spedizione"
        description="Compila il modulo per spedirci il dispositivo da riparare."
      />
      <PageHeader
        title="Modulo di spedizione"
        intro="Se non puoi venire in negozio, puoi spedirci il dispositivo: il modulo raccoglie i dati per la presa in carico."
      />
    </Container>
  );
}
