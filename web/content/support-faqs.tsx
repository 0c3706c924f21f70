import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ROUTES } from '../../schema/routes';
import {
  FLAT_SHIPPING,
  FREE_SHIPPING_THRESHOLD,
  formatWholeEuro,
  TAX_RATE_PERCENT,
} from '../../schema/rules/money';
import { SHOP } from '../../schema/shop';

const FREE_SHIPPING = formatWholeEuro(FREE_SHIPPING_THRESHOLD);
const SHIPPING_COST = formatWholeEuro(FLAT_SHIPPING);

export interface Faq {
  id: string;
  question: string;
  answer: ReactNode;
}

/** The questions the shop hears most, with their answers. */
export const FAQS: Faq[] = [
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
