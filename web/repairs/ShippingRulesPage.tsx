import { Link } from 'wouter';
import {
  FREE_REPAIR_RETURN_THRESHOLD,
  formatPrice,
  formatWholeEuro,
  REPAIR_RETURN_SHIPPING,
} from '../../schema/rules/money';
import { PAGE_HEADS } from '../../schema/seo';
import { Prose } from '../content/Prose';
import { buttonStyles } from '../ui/buttons';
import { Container } from '../ui/Container';
import { Icon } from '../ui/Icon';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';
import { AfterArrival, PreparingTheParcel, SendingTheParcel } from './ShippingRulesSections';

export function ShippingRulesPage() {
  return (
    <Container className="py-10">
      <PageMeta {...PAGE_HEADS.shippingRules} />
      <PageHeader
        title="Regolamento spedizioni"
        intro="Le regole per spedirci un dispositivo da riparare: imballaggio, documenti da includere e tempi di restituzione."
      />

      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Prose className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-8">
          <PreparingTheParcel />
          <SendingTheParcel />
          <AfterArrival />
        </Prose>

        <aside aria-labelledby="riepilogo-titolo" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
            <h2 id="riepilogo-titolo" className="text-xl font-bold">
              In breve
            </h2>
            <ul className="mt-4 space-y-3 text-sm text-slate-700">
              {[
                'Compila e stampa il modulo di spedizione',
                'Fai il backup e togli SIM e microSD',
                'Scatola robusta, 5 cm di imbottitura',
                'Niente batterie gonfie: portale in negozio',
                'Diagnosi entro 2 giorni lavorativi',
                `Ritorno ${formatPrice(REPAIR_RETURN_SHIPPING)}, gratis oltre ${formatWholeEuro(FREE_REPAIR_RETURN_THRESHOLD)} di riparazione`,
              ].map((point) => (
                <li key={point} className="flex gap-2">
                  <Icon name="check" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                  {point}
                </li>
              ))}
            </ul>
            <Link to="/modulo-spedizione" className={`${buttonStyles.primary} mt-6 w-full`}>
              <Icon name="package" /> Compila il modulo
            </Link>
          </div>
        </aside>
      </div>
    </Container>
  );
}
