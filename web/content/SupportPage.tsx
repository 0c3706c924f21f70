import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ROUTES } from '../../schema/routes';
import {
  FLAT_SHIPPING,
  FREE_SHIPPING_THRESHOLD,
  formatWholeEuro,
  TAX_RATE_PERCENT,
} from '../../schema/rules/money';
import { PAGE_HEADS } from '../../schema/seo';
import { SHOP, SHOP_ADDRESS_LINE, whatsappLink } from '../../schema/shop';
import { Container } from '../ui/Container';
import { Icon, type IconName } from '../ui/Icon';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';
import { Prose } from './Prose';

const FREE_SHIPPING = formatWholeEuro(FREE_SHIPPING_THRESHOLD);
const SHIPPING_COST = formatWholeEuro(FLAT_SHIPPING);

const ACTIONS: { to: string; icon: IconName; title: string; text: string }[] = [
  {
    to: '/preventivo',
    icon: 'clipboard',
    title: 'Richiedi un preventivo',
    text: 'Gratuito e senza impegno: descrivi il dispositivo e il guasto, ti rispondiamo entro un giorno lavorativo.',
  },
  {
    to: '/stato-riparazione',
    icon: 'wrench',
    title: 'Controlla lo stato della riparazione',
    text: 'Inserisci il codice riparazione e la tua e-mail per sapere a che punto è il lavoro.',
  },
];

interface Faq {
  id: string;
  question: string;
  answer: ReactNode;
}

const FAQS: Faq[] = [
  {
    id: 'tempi',
    question: 'Quanto tempo serve per una riparazione?',
    answer: (
      <>
        <p>
          I guasti più comuni, come la sostituzione dello schermo o della batteria degli smartphone
          più diffusi, li ripariamo in giornata, spesso in un paio d’ore, se il ricambio è
          disponibile in negozio. Quando il ricambio va ordinato, o per interventi sulla scheda
          madre, servono di solito da 3 a 5 giorni lavorativi.
        </p>
        <p>
          Per i dispositivi spediti facciamo la diagnosi entro 2 giorni lavorativi dal ricevimento.
          I tempi precisi sono sempre indicati nel preventivo.
        </p>
      </>
    ),
  },
  {
    id: 'preventivo',
    question: 'Il preventivo è gratuito? Cosa succede se non lo accetto?',
    answer: (
      <>
        <p>
          Sì, il preventivo è gratuito e senza impegno. Quello che ti inviamo dopo la{' '}
          <Link to="/preventivo">richiesta online</Link> è una stima basata sulla tua descrizione;
          quando il dispositivo arriva in laboratorio lo esaminiamo e ti confermiamo il prezzo
          definitivo prima di iniziare qualsiasi lavoro.
        </p>
        <p>
          Se non accetti, non paghi la diagnosi: ritiri il dispositivo in negozio così come ce lo
          hai lasciato oppure, se ce lo hai spedito, paghi soltanto la spedizione di ritorno.
        </p>
      </>
    ),
  },
  {
    id: 'garanzia',
    question: 'Che garanzia avete sulle riparazioni e sui prodotti?',
    answer: (
      <>
        <p>
          Ogni riparazione è garantita 12 mesi, sia sul ricambio sostituito sia sulla manodopera. La
          garanzia non copre i danni successivi alla riparazione, come cadute, liquidi o interventi
          di terzi. Conserva la ricevuta o il codice riparazione: ci basta quello per ritrovare la
          scheda del lavoro.
        </p>
        <p>
          Sui prodotti venduti nello shop si applica la garanzia legale di conformità del Codice del
          Consumo: 24 mesi per i prodotti nuovi e 12 mesi per i dispositivi ricondizionati e usati.
          Per gli acquisti con partita IVA valgono le garanzie previste dal Codice civile.
        </p>
      </>
    ),
  },
  {
    id: 'spedire',
    question: 'Come posso spedirvi un dispositivo da riparare?',
    answer: (
      <>
        <p>
          Compila il <Link to="/modulo-spedizione">modulo di spedizione</Link>, stampalo e mettilo
          nel pacco insieme al dispositivo. Scegli tu il corriere: ti consigliamo una spedizione
          tracciata e assicurata.
        </p>
        <p>
          Prima di spedire leggi il <Link to="/regolamento-spedizioni">regolamento spedizioni</Link>
          : spiega come imballare il dispositivo, cosa non inserire nel pacco e quanto costa la
          spedizione di ritorno. I dispositivi con la batteria gonfia o danneggiata non vanno
          spediti: portali in negozio.
        </p>
      </>
    ),
  },
  {
    id: 'stato',
    question: 'Come seguo la mia riparazione?',
    answer: (
      <p>
        Quando apriamo la riparazione (se lasci il dispositivo in negozio, subito; se lo spedisci,
        quando riceviamo il pacco) ricevi per e-mail un codice riparazione, nel formato{' '}
        <strong>RIP-7KQ2M9XD</strong>. Inseriscilo, insieme all’e-mail che ci hai indicato, nella
        pagina <Link to="/stato-riparazione">Stato riparazione</Link> per vedere a che punto è il
        lavoro, dalla diagnosi alla riconsegna. In ogni caso ti avvisiamo appena il dispositivo è
        pronto.
      </p>
    ),
  },
  {
    id: 'pagamenti',
    question: 'Come posso pagare gli ordini dello shop?',
    answer: (
      <>
        <p>Per gli ordini online puoi scegliere tra:</p>
        <ul>
          <li>
            <strong>Bonifico bancario</strong>: ti inviamo le coordinate con la conferma dell’ordine
            e spediamo appena il pagamento risulta accreditato, di solito in 1-2 giorni lavorativi.
          </li>
          <li>
            <strong>Contrassegno</strong>: paghi al corriere al momento della consegna.
          </li>
          <li>
            <strong>Ritiro in negozio</strong>: prepari l’ordine online e paghi quando lo ritiri da
            noi a Milano.
          </li>
        </ul>
        <p>Al momento non accettiamo pagamenti con carta sul sito.</p>
      </>
    ),
  },
  {
    id: 'spedizione-prodotti',
    question: 'Quanto costa la spedizione dei prodotti?',
    answer: (
      <>
        <p>
          La spedizione in Italia è gratuita per gli ordini superiori a {FREE_SHIPPING}; altrimenti
          costa {SHIPPING_COST}. Con il ritiro in negozio non paghi nessuna spedizione.
        </p>
        <p>
          I prezzi dei prodotti sono indicati IVA esclusa: l’IVA al {TAX_RATE_PERCENT}% viene
          aggiunta nel carrello, dove vedi sempre il totale prima di confermare l’ordine. La soglia
          per la spedizione gratuita si calcola sul totale dei prodotti IVA esclusa.
        </p>
      </>
    ),
  },
  {
    id: 'resi',
    question: 'Posso restituire un prodotto?',
    answer: (
      <>
        <p>
          Sì. Se hai acquistato online come consumatore, hai 14 giorni dalla consegna per esercitare
          il diritto di recesso, senza dover indicare il motivo. Apri la pagina dell’ordine e premi
          «Richiedi il reso», oppure scrivici a <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a>{' '}
          indicando il numero d’ordine: ti rispondiamo con le istruzioni per la restituzione.
        </p>
        <p>
          Il prodotto va rispedito integro, completo di accessori e confezione, entro 14 giorni
          dalla comunicazione del recesso; le spese di restituzione sono a tuo carico. Ti
          rimborsiamo con lo stesso mezzo di pagamento entro 14 giorni dalla comunicazione, ma
          possiamo attendere di aver ricevuto il prodotto o la prova che lo hai spedito. Il recesso
          non si applica agli acquisti con partita IVA né alle riparazioni già completate su tua
          richiesta. Tutti i dettagli sono nelle{' '}
          <Link to={`${ROUTES.salesTerms}#recesso`}>condizioni di vendita</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'dati',
    question: 'Cosa succede ai miei dati durante la riparazione?',
    answer: (
      <>
        <p>
          I nostri tecnici accedono al dispositivo solo per il tempo necessario a collaudarlo, e non
          aprono foto, messaggi o documenti. Il codice di sblocco che ci indichi serve soltanto per
          le prove di funzionamento e viene cancellato quando la riparazione si chiude.
        </p>
        <p>
          Alcuni interventi possono richiedere il ripristino del software: in quel caso ti chiediamo
          sempre conferma prima. Per questo ti consigliamo di fare un backup prima di consegnarci il
          dispositivo, come spiega la nostra <Link to="/academy#backup">guida al backup</Link>.
          Tutti i dettagli sul trattamento dei dati sono nella{' '}
          <Link to="/privacy-policy">privacy policy</Link>.
        </p>
      </>
    ),
  },
];

const PHONE_HREF = `tel:${SHOP.phone.replace(/\s/g, '')}`;

export function SupportPage() {
  return (
    <Container className="py-10">
      <PageMeta {...PAGE_HEADS.support} />
      <PageHeader
        title="Supporto"
        intro="Risposte alle domande più frequenti, contatti e orari del negozio."
      />

      <ul className="grid gap-4 md:grid-cols-2">
        {ACTIONS.map((action) => (
          <li key={action.to}>
            <Link
              to={action.to}
              className="group flex h-full gap-4 rounded-2xl bg-white p-6 ring-1 ring-slate-200 transition-colors hover:bg-brand-50 hover:ring-brand-200"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white">
                <Icon name={action.icon} className="size-6" />
              </span>
              <span className="flex-1">
                <span className="flex items-center gap-1 text-lg font-semibold text-ink">
                  {action.title}
                  <Icon
                    name="chevronRight"
                    className="size-5 shrink-0 text-brand-700 transition-transform group-hover:translate-x-0.5"
                  />
                </span>
                <span className="mt-1 block text-slate-600">{action.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>

      <div className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="faq-titolo">
          <h2 id="faq-titolo" className="text-2xl font-bold">
            Domande frequenti
          </h2>
          <div className="mt-5 space-y-3">
            {FAQS.map((faq) => (
              <details
                key={faq.id}
                id={faq.id}
                className="group scroll-mt-12 rounded-2xl bg-white ring-1 ring-slate-200 open:ring-brand-200 lg:scroll-mt-4"
              >
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl p-5 font-semibold text-ink hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                  {faq.question}
                  <Icon
                    name="chevronDown"
                    className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
                  />
                </summary>
                <Prose className="px-5 pb-5">{faq.answer}</Prose>
              </details>
            ))}
          </div>
        </section>

        <aside aria-label="Contatti e orari" className="space-y-6">
          <section
            aria-labelledby="contatti-titolo"
            className="rounded-2xl bg-white p-6 ring-1 ring-slate-200"
          >
            <h2 id="contatti-titolo" className="text-xl font-bold">
              Contatti
            </h2>
            <ul className="mt-4 space-y-4">
              <ContactItem icon="mail" label="E-mail">
                <a
                  href={`mailto:${SHOP.email}`}
                  className="font-medium break-all text-brand-700 hover:underline"
                >
                  {SHOP.email}
                </a>
              </ContactItem>
              <ContactItem icon="phone" label="Telefono">
                <a href={PHONE_HREF} className="font-medium text-brand-700 hover:underline">
                  {SHOP.phone}
                </a>
              </ContactItem>
              <ContactItem icon="chat" label="WhatsApp">
                <a
                  href={whatsappLink()}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-brand-700 hover:underline"
                >
                  {SHOP.whatsappDisplay}
                  <span className="sr-only"> (si apre in una nuova scheda)</span>
                </a>
              </ContactItem>
              <ContactItem icon="mapPin" label="Negozio e laboratorio">
                <span className="text-ink">{SHOP_ADDRESS_LINE}</span>
              </ContactItem>
            </ul>
          </section>

          <section
            aria-labelledby="orari-titolo"
            className="rounded-2xl bg-white p-6 ring-1 ring-slate-200"
          >
            <h2 id="orari-titolo" className="flex items-center gap-2 text-xl font-bold">
              <Icon name="clock" className="size-5 text-brand-700" />
              Orari del negozio
            </h2>
            <dl className="mt-4 divide-y divide-slate-200 text-sm">
              {SHOP.openingHours.map((slot) => (
                <div
                  key={slot.days}
                  className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2.5"
                >
                  <dt className="font-semibold text-ink">{slot.days}</dt>
                  <dd className="text-slate-600">{slot.hours}</dd>
                </div>
              ))}
            </dl>
          </section>
        </aside>
      </div>
    </Container>
  );
}

function ContactItem({
  icon,
  label,
  children,
}: {
  icon: IconName;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon name={icon} className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block text-sm text-slate-600">{label}</span>
        {children}
      </span>
    </li>
  );
}
