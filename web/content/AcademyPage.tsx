import { Link } from 'wouter';
import { PAGE_HEADS } from '../../schema/seo';
import { buttonStyles } from '../ui/buttons';
import { Container } from '../ui/Container';
import { Icon } from '../ui/Icon';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';
import { GuideArticle, GuideIndex } from './AcademyGuides';
import { DATA_GUIDES } from './academy-data-guides';
import { DEVICE_GUIDES } from './academy-device-guides';

const GUIDES = [...DATA_GUIDES, ...DEVICE_GUIDES];

export function AcademyPage() {
  return (
    <Container className="py-10">
      <PageMeta {...PAGE_HEADS.academy} />
      <PageHeader
        eyebrow="Guide dei nostri tecnici"
        title="Academy"
        intro="Quello che spieghiamo ogni giorno al banco, messo per iscritto: come proteggere i tuoi dati, far durare di più i dispositivi e comprare un usato senza sorprese."
      />

      <GuideIndex guides={GUIDES} />

      <div className="mt-10 space-y-8">
        {GUIDES.map((guide) => (
          <GuideArticle key={guide.id} guide={guide} />
        ))}
      </div>

      <section
        aria-labelledby="aiuto-titolo"
        className="mt-12 max-w-3xl rounded-2xl bg-brand-800 p-6 text-white sm:p-8"
      >
        <h2 id="aiuto-titolo" className="text-2xl font-bold">
          Serve l’intervento di un tecnico?
        </h2>
        <p className="mt-3 text-brand-100">
          Descrivi il dispositivo e il problema: ti rispondiamo entro un giorno lavorativo con costi
          e tempi, senza impegno. Per tutte le altre domande c’è la pagina di supporto.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/preventivo" className={buttonStyles.secondary}>
            <Icon name="clipboard" /> Richiedi un preventivo
          </Link>
          <Link to="/support" className={buttonStyles.onDark}>
            <Icon name="help" /> Vai al supporto
          </Link>
        </div>
      </section>
    </Container>
  );
}
