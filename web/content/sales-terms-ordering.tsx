import { Link } from 'wouter';
import { ROUTES } from '../../schema/routes';
import {
  FLAT_SHIPPING,
  FREE_SHIPPING_THRESHOLD,
  formatWholeEuro,
  TAX_RATE_PERCENT,
} from '../../schema/rules/money';
import { PAYMENT_SESSION_MINUTES } from '../../schema/rules/online-payments';
import {
  MAX_GUEST_COD_UNITS,
  MAX_UNITS_PER_PRODUCT,
  TRANSFER_REMINDER_HOURS,
  UNPAID_HOLDS,
} from '../../schema/rules/order-limits';
import { SHOP, SHOP_ADDRESS_LINE } from '../../schema/shop';
import { PAYMENT_METHOD } from '../../schema/vocabulary';
import { MAIL_HREF, PHONE_HREF } from './contact-links';
import { CompanyAddress, type LegalSection } from './LegalDocument';

const FREE_ABOVE = formatWholeEuro(FREE_SHIPPING_THRESHOLD);
const SHIPPING = formatWholeEuro(FLAT_SHIPPING);

/** Who sells, what, at which prices, how to order, pay and receive it. */
export const SALES_TERMS_ORDERING: LegalSection[] = [
  {
    id: 'venditore',
    title: 'Chi vende',
    body: (
      <>
        <p>I prodotti dello shop sono venduti da:</p>
        <CompanyAddress>
          E-mail: <a href={MAIL_HREF}>{SHOP.email}</a> · PEC:{' '}
          <a href={`mailto:${SHOP.pec}`}>{SHOP.pec}</a>
          <br />
          Telefono: <a href={PHONE_HREF}>{SHOP.phone}</a>
        </CompanyAddress>
        <p>
          Negozio e laboratorio si trovano all’indirizzo della sede legale, dove puoi anche ritirare
          gli ordini e restituire i prodotti.
        </p>
      </>
    ),
  },
  {
    id: 'ambito',
    title: 'A cosa si applicano queste condizioni',
    body: (
      <>
        <p>
          Queste condizioni regolano gli acquisti di prodotti fatti sul sito, da consumatori (chi
          acquista per scopi estranei alla propria attività professionale) e da professionisti e
          aziende. Le parti che valgono solo per i consumatori, come il diritto di recesso e la
          garanzia legale del Codice del Consumo (D.Lgs. 206/2005), lo dicono espressamente.
        </p>
        <p>
          Le riparazioni non sono vendite a distanza di prodotti: sono regolate dal preventivo che
          accetti, dal <Link to={ROUTES.shippingRules}>regolamento spedizioni</Link> se ci spedisci
          il dispositivo e dalla garanzia descritta al punto{' '}
          <a href="#garanzia-riparazioni">Garanzia sulle riparazioni</a>.
        </p>
        <p>
          Confermando un ordine dichiari di aver letto e accettato queste condizioni nella versione
          pubblicata in quel momento, la cui data è indicata in cima alla pagina. Puoi stamparle o
          salvarle dal browser per conservarne una copia. Il contratto è concluso in italiano.
        </p>
      </>
    ),
  },
  {
    id: 'prodotti',
    title: 'Prodotti e disponibilità',
    body: (
      <>
        <p>
          Ogni scheda prodotto descrive le caratteristiche essenziali del prodotto, i colori e le
          versioni disponibili e il prezzo. Le immagini rappresentano il prodotto il più fedelmente
          possibile ma possono differire in dettagli come le sfumature di colore. Ogni dispositivo è
          controllato nel nostro laboratorio prima della spedizione.
        </p>
        <p>
          La disponibilità mostrata è quella reale del magazzino: i prodotti di un ordine sono
          riservati nel momento in cui lo confermi. Un prodotto esaurito non si può ordinare. Ogni
          ordine può contenere al massimo {MAX_UNITS_PER_PRODUCT} pezzi dello stesso prodotto:
          vendiamo a chi li usa, non a chi li rivende.
        </p>
      </>
    ),
  },
  {
    id: 'prezzi',
    title: 'Prezzi, IVA e spese di spedizione',
    body: (
      <>
        <p>
          I prezzi sono in euro. Nelle schede, negli elenchi dei prodotti e nel carrello sono
          indicati <strong>IVA esclusa</strong>, accompagnati dalla dicitura «+ IVA». L’IVA al{' '}
          {TAX_RATE_PERCENT}% si calcola sul totale dei prodotti e compare come riga a parte nel
          carrello, nel riepilogo dell’ordine e nella conferma.
        </p>
        <ul>
          <li>
            <strong>Spedizione in Italia</strong>: gratuita quando il totale dei prodotti, IVA
            esclusa, supera {FREE_ABOVE}; altrimenti costa {SHIPPING} per ordine, importo finale su
            cui non si aggiunge altro.
          </li>
          <li>
            <strong>Ritiro in negozio</strong>: nessuna spesa di spedizione.
          </li>
          <li>Nessun metodo di pagamento ha costi aggiuntivi, contrassegno compreso.</li>
        </ul>
        <p>
          Prima di confermare l’ordine il riepilogo mostra il prezzo di ogni prodotto, il totale dei
          prodotti, la spedizione, l’IVA e il <strong>totale da pagare</strong>: è l’unico importo
          che ti chiediamo. Quando un prodotto è in sconto indichiamo anche il prezzo più basso
          applicato nei 30 giorni precedenti lo sconto (art. 17-bis del Codice del Consumo). Il
          prezzo che paghi è quello mostrato quando confermi l’ordine: le variazioni successive non
          lo cambiano.
        </p>
      </>
    ),
  },
  {
    id: 'ordine',
    title: 'Come si conclude il contratto',
    body: (
      <>
        <ol>
          <li>Metti i prodotti nel carrello, dove vedi subito i costi.</li>
          <li>
            Nel checkout indichi e-mail, indirizzo, metodo di pagamento e, se ti serve, i dati per
            la fattura, e accetti queste condizioni.
          </li>
          <li>
            Il riepilogo ti mostra tutto l’ordine: puoi tornare indietro e correggere qualsiasi
            dato. Con il pulsante finale invii l’ordine, che comporta l’obbligo di pagarlo.
          </li>
        </ol>
        <p>
          Il contratto è concluso quando l’ordine è registrato: si apre la pagina dell’ordine con il
          suo numero (per esempio RL-2026-000123) e ti inviamo per e-mail la conferma con il
          riepilogo. Conserva il numero: è il riferimento per pagamenti, resi e assistenza. L’ordine
          resta consultabile dal tuo account o, senza account, dal link privato che ti inviamo.
        </p>
        <p>
          Se ti serve la fattura, chiedila nel checkout indicando codice fiscale o partita IVA e,
          per le aziende, il codice destinatario SDI o la PEC: la emettiamo in formato elettronico
          tramite il Sistema di Interscambio.
        </p>
      </>
    ),
  },
  {
    id: 'pagamento',
    title: 'Pagamento',
    body: (
      <>
        <p>Puoi scegliere tra:</p>
        <ul>
          <li>
            <strong>{PAYMENT_METHOD.labels.bonifico}</strong>: a {SHOP.bank.holder},{' '}
            {SHOP.bank.name}, IBAN <span className="whitespace-nowrap">{SHOP.bank.iban}</span>, con
            il numero dell’ordine come causale. Le coordinate sono anche nella pagina dell’ordine e
            nell’e-mail di conferma. Prepariamo l’ordine quando il pagamento è accreditato. Se il
            bonifico non arriva entro {UNPAID_HOLDS.bonifico.days} giorni dall’ordine, l’ordine è
            annullato automaticamente e i prodotti tornano disponibili; {TRANSFER_REMINDER_HOURS}{' '}
            ore prima della scadenza ti mandiamo un promemoria.
          </li>
          <li>
            <strong>{PAYMENT_METHOD.labels.contrassegno}</strong>: paghi il totale al corriere al
            momento della consegna. Senza accedere a un account puoi pagare così al massimo{' '}
            {MAX_GUEST_COD_UNITS} pezzi per ordine. Se l’ordine non viene spedito entro{' '}
            {UNPAID_HOLDS.contrassegno.days} giorni, è annullato automaticamente, senza costi, e i
            prodotti tornano disponibili.
          </li>
          <li>
            <strong>{PAYMENT_METHOD.labels.ritiro}</strong>: paghi in negozio quando ritiri
            l’ordine.
          </li>
          <li>
            <strong>{PAYMENT_METHOD.labels.online}</strong>, quando il sito lo propone: paghi subito
            sulla pagina sicura di Stripe, il nostro fornitore di pagamenti, che chiede i dati della
            carta e l’eventuale autenticazione della tua banca; noi non li vediamo mai. Teniamo da
            parte i prodotti per {PAYMENT_SESSION_MINUTES} minuti: se il pagamento non è completato
            entro quel tempo l’ordine è annullato, senza alcun addebito, e i prodotti tornano
            disponibili. L’ordine risulta pagato solo quando Stripe ce lo conferma.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'consegna',
    title: 'Consegna e ritiro',
    body: (
      <>
        <p>
          Consegniamo in tutta Italia con corriere espresso, all’indirizzo che indichi nel checkout.
          Affidiamo il pacco al corriere entro 2 giorni lavorativi dall’accredito del bonifico o,
          con il contrassegno, dall’ordine; il corriere consegna di solito in 1-3 giorni lavorativi,
          qualche giorno in più nelle isole e nelle zone difficili da raggiungere. In ogni caso
          consegniamo entro 30 giorni dall’ordine (art. 61 del Codice del Consumo): se non ci
          riuscissimo, puoi fissarci un termine ulteriore e, se scade anche quello, annullare
          l’ordine ed essere rimborsato subito.
        </p>
        <p>
          Quando spediamo ti scriviamo con il nome del corriere e, quando c’è, il numero di
          tracciamento. Il rischio di perdita o danneggiamento passa a te solo quando ricevi il
          pacco (art. 63). Se il pacco arriva visibilmente danneggiato, accettalo con riserva
          scritta sul documento del corriere e scrivici: ci pensiamo noi.
        </p>
        <p>
          Con il <strong>ritiro in negozio</strong> ti scriviamo quando l’ordine è pronto. Puoi
          ritirarlo in {SHOP_ADDRESS_LINE} negli orari di apertura entro {UNPAID_HOLDS.ritiro.days}{' '}
          giorni dall’ordine; dopo, l’ordine è annullato senza costi e i prodotti tornano
          disponibili.
        </p>
        <ul>
          {SHOP.openingHours.map((slot) => (
            <li key={slot.days}>
              {slot.days}: {slot.hours}
            </li>
          ))}
        </ul>
      </>
    ),
  },
];
