import { Container } from '../ui/Container';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';

export function ShopPage() {
  return (
    <Container className="py-10">
      <PageMeta
        title="Shop"
        description="Smartphone, laptop, tablet, accessori, smartwatch e gaming testati nel nostro laboratorio."
      />
      <PageHeader
        title="Shop"
        intro="Smartphone, laptop, tablet, accessori, smartwatch e console: ogni dispositivo è controllato nel nostro laboratorio prima della spedizione."
      />
    </Container>
  );
}
