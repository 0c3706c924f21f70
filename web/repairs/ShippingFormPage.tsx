import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'wouter';
import { PAGE_HEADS } from '../../schema/seo';
import { SHEET_NUMBER_PARAM, shippingSheetPath } from '../../schema/shipping-sheet-link';
import { Container } from '../ui/Container';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';
import { ShippingForm } from './ShippingForm';
import { useShippingForm } from './useShippingForm';

/** The printed sheet comes after the form is sent, or from its e-mailed link: not before the form. */
const ShippingSheetPage = lazy(async () => ({
  default: (await import('./ShippingSheet')).ShippingSheetPage,
}));
const ReopenShippingSheet = lazy(async () => ({
  default: (await import('./ReopenShippingSheet')).ReopenShippingSheet,
}));

export function ShippingFormPage() {
  const shipping = useShippingForm();
  const [params] = useSearchParams();
  const { receipt } = shipping;

  if (receipt) {
    return (
      <Suspense fallback={null}>
        <ShippingSheetPage
          receipt={receipt}
          notice={
            <>
              Modulo ricevuto! Stampa il foglio qui sotto e mettilo nel pacco insieme al
              dispositivo. Ti abbiamo inviato una conferma a <strong>{receipt.email}</strong>, con
              il link per riaprire questo foglio da qualsiasi dispositivo.
            </>
          }
        />
      </Suspense>
    );
  }
  if (params.has(SHEET_NUMBER_PARAM)) {
    return (
      <Suspense fallback={null}>
        <ReopenShippingSheet number={params.get(SHEET_NUMBER_PARAM) ?? ''} />
      </Suspense>
    );
  }

  return (
    <Container className="py-10">
      <PageMeta {...PAGE_HEADS.shippingForm} />
      <PageHeader
        title="Modulo di spedizione"
        intro={
          <>
            Non puoi venire in negozio? Compila il modulo, stampa il foglio che ti daremo e spedisci
            il dispositivo seguendo il{' '}
            <Link to="/regolamento-spedizioni" className="text-brand-700 underline">
              regolamento spedizioni
            </Link>
            . Hai già inviato il modulo?{' '}
            <Link to={shippingSheetPath('')} className="text-brand-700 underline">
              Riapri il foglio di spedizione
            </Link>
            .
          </>
        }
      />
      <ShippingForm shipping={shipping} />
    </Container>
  );
}
