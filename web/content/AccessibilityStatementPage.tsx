import { Link } from 'wouter';
import { ROUTES } from '../../schema/routes';
import { PAGE_HEADS } from '../../schema/seo';
import { SHOP } from '../../schema/shop';
import { CompanyAddress, LegalDocument, type LegalSection } from './LegalDocument';

const REPORT_MAIL = `mailto:${SHOP.email}?subject=${encodeURIComponent('Segnalazione di accessibilità')}`;
const PHONE = `tel:${SHOP.phone.replaceAll(' ', '')}`;
/** How long we take to answer a report (docs/product.md#legal-pages). */
const REPLY_DAYS = 30;

/** The accessibility statement (European Accessibility Act, D.Lgs. 82/2022). */
const SECTIONS: LegalSection[] = [
  {
    id: 'stato',
    title: 'Stato di conformità',
    body: (
      <>
        <p>
          Il sito è <strong>parzialmente conforme</strong> ai requisiti di accessibilità della norma
          europea EN 301 549, che richiama le linee guida WCAG 2.2 di livello AA, per i limiti
          descritti al punto <a href="#limiti">Limiti noti</a>. La dichiarazione riguarda le pagine
          pubbliche del sito: catalogo e schede prodotto, carrello, checkout e ordini, richieste di
          preventivo e di spedizione, stato delle riparazioni, account e pagine informative.
        </p>
      </>
    ),
  },
  {
    id: 'valutazione',
    title: 'Come l’abbiamo verificato',
    body: (
      <>
        <p>La valutazione è fatta da noi (autovalutazione), in due modi:</p>
        <ul>
          <li>
            <strong>Verifica automatica</strong>: a ogni modifica del sito i nostri test aprono ogni
            pagina pubblica in Chromium, alla larghezza di uno smartphone e di un computer, e la
            analizzano con axe-core, che non deve segnalare alcuna violazione, di qualunque gravità.
          </li>
          <li>
            <strong>Verifica manuale</strong>: percorriamo con la sola tastiera i percorsi
            principali (ricerca, aggiunta al carrello, checkout, richiesta di preventivo, stato
            della riparazione, accesso e registrazione), controllando che ogni comando sia
            raggiungibile, che il focus sia visibile e che i messaggi di errore siano descritti a
            parole.
          </li>
        </ul>
        <p>
          Le pagine dichiarano la lingua italiana, le immagini dei prodotti hanno un testo
          alternativo, ogni campo dei moduli ha la sua etichetta e gli errori indicano come
          correggerli.
        </p>
      </>
    ),
  },
  {
    id: 'limiti',
    title: 'Limiti noti',
    body: (
      <ul>
        <li>
          Gli strumenti automatici rilevano solo una parte dei problemi possibili e non abbiamo
          ancora fatto verificare il sito da un esperto esterno né provato tutti i percorsi con i
          lettori di schermo: per questo la conformità è dichiarata parziale.
        </li>
        <li>
          L’accesso con Google e la chat WhatsApp si aprono su servizi di Google e di WhatsApp, la
          cui accessibilità non dipende da noi.
        </li>
        <li>
          Il modulo di spedizione stampato, da mettere nel pacco, è pensato per la carta: i suoi
          dati sono comunque leggibili nella pagina del modulo prima della stampa.
        </li>
        <li>
          L’area di gestione riservata al personale del negozio non è un servizio per i clienti e
          non rientra in questa dichiarazione.
        </li>
      </ul>
    ),
  },
  {
    id: 'segnalazioni',
    title: 'Segnalare un problema',
    body: (
      <>
        <p>
          Se una pagina o una funzione non è accessibile per te, o se ti serve un’informazione in un
          altro formato, scrivici a{' '}
          <a href={REPORT_MAIL}>{SHOP.email} (oggetto: Segnalazione di accessibilità)</a> o chiamaci
          al <a href={PHONE}>{SHOP.phone}</a>. Indica la pagina, cosa stavi cercando di fare e, se
          vuoi, il dispositivo, il browser e le tecnologie assistive che usi.
        </p>
        <p>
          Ti rispondiamo entro <strong>{REPLY_DAYS} giorni</strong> e, se il problema ti impedisce
          di acquistare o di seguire una riparazione, ti aiutiamo subito per e-mail, per telefono o
          in negozio.
        </p>
      </>
    ),
  },
  {
    id: 'agid',
    title: 'Se la risposta non ti soddisfa',
    body: (
      <p>
        Se non ricevi risposta entro {REPLY_DAYS} giorni o la risposta non ti soddisfa, puoi
        rivolgerti all’Agenzia per l’Italia Digitale (AgID), l’autorità che vigila sul rispetto dei
        requisiti di accessibilità dei servizi (D.Lgs. 82/2022), con una segnalazione dal sito{' '}
        <a href="https://www.agid.gov.it">www.agid.gov.it</a>.
      </p>
    ),
  },
  {
    id: 'chi',
    title: 'Chi fornisce il servizio',
    body: (
      <>
        <CompanyAddress>
          E-mail: <a href={REPORT_MAIL}>{SHOP.email}</a>
        </CompanyAddress>
        <p>
          Le condizioni degli acquisti sono nelle{' '}
          <Link to={ROUTES.salesTerms}>condizioni di vendita</Link>.
        </p>
      </>
    ),
  },
];

export function AccessibilityStatementPage() {
  return (
    <LegalDocument
      head={PAGE_HEADS.accessibilityStatement}
      intro="Quanto il sito è accessibile, cosa non lo è ancora e come segnalarci un problema."
      updated="2026-11-23"
      opening={
        <p>
          Vogliamo che tutti possano usare il sito, anche con tastiera, lettori di schermo,
          ingrandimento o altre tecnologie assistive, come chiede l’European Accessibility Act
          (Direttiva (UE) 2019/882, attuata in Italia dal D.Lgs. 82/2022). Questa dichiarazione è
          stata redatta il <time dateTime="2026-11-23">23 novembre 2026</time> e la aggiorniamo
          quando il sito cambia.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
