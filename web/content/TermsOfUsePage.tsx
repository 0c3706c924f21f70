import { Link } from 'wouter';
import { ROUTES } from '../../schema/routes';
import { MAX_SAVED_ADDRESSES } from '../../schema/rules/addresses';
import { SESSION_DAYS } from '../../schema/rules/session';
import { PAGE_HEADS } from '../../schema/seo';
import { SHOP } from '../../schema/shop';
import { CompanyAddress, LegalDocument, type LegalSection } from './LegalDocument';

const MAIL = `mailto:${SHOP.email}`;
const PRIVACY_MAIL = `mailto:${SHOP.privacyEmail}`;

/** The terms a person accepts when opening an account (docs/product.md#legal-pages). */
const SECTIONS: LegalSection[] = [
  {
    id: 'chi-siamo',
    title: 'Chi gestisce il sito',
    body: (
      <>
        <p>Il sito e gli account sono gestiti da:</p>
        <CompanyAddress>
          E-mail: <a href={MAIL}>{SHOP.email}</a>
        </CompanyAddress>
        <p>
          Questi termini regolano l’uso del sito e dell’account. Gli acquisti sono regolati dalle{' '}
          <Link to={ROUTES.salesTerms}>condizioni di vendita</Link>; come trattiamo i dati, dalla{' '}
          <Link to={ROUTES.privacyPolicy}>privacy policy</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Chi può aprire un account',
    body: (
      <>
        <p>
          L’account è gratuito e facoltativo: puoi acquistare, chiedere un preventivo e seguire una
          riparazione anche senza. Può aprirlo chi ha almeno 18 anni, oppure almeno 14 anni con il
          consenso di chi esercita la responsabilità genitoriale; gli acquisti restano riservati ai
          maggiorenni.
        </p>
        <p>
          Ogni account è personale e legato a un indirizzo e-mail che usi tu: ti chiediamo di
          verificarlo con il link che ti inviamo. Indica dati veri e aggiornali se cambiano.
        </p>
      </>
    ),
  },
  {
    id: 'credenziali',
    title: 'Credenziali e sicurezza',
    body: (
      <>
        <p>
          Accedi con e-mail e password oppure con il tuo account Google. L’accesso è gestito da
          Firebase Authentication di Google: noi non conosciamo la tua password e non te la
          chiederemo mai, né per e-mail né per telefono.
        </p>
        <ul>
          <li>Scegli una password che non usi altrove e non condividerla.</li>
          <li>
            La sessione su un browser dura al massimo {SESSION_DAYS} giorni, poi ti chiediamo di
            accedere di nuovo; su un dispositivo condiviso esci dall’account quando hai finito.
          </li>
          <li>
            Se pensi che qualcuno abbia usato il tuo account, cambia la password e scrivici subito a{' '}
            <a href={MAIL}>{SHOP.email}</a>.
          </li>
        </ul>
        <p>Sei responsabile di quello che viene fatto con il tuo account finché non ci avvisi.</p>
      </>
    ),
  },
  {
    id: 'contenuto',
    title: 'Cosa contiene l’account',
    body: (
      <ul>
        <li>il tuo nome e il tuo indirizzo e-mail;</li>
        <li>
          fino a {MAX_SAVED_ADDRESSES} indirizzi di spedizione salvati e i prodotti preferiti;
        </li>
        <li>gli ordini fatti con l’account, con il loro stato;</li>
        <li>
          le riparazioni lasciate con l’indirizzo e-mail verificato dell’account, con i preventivi
          da accettare e la garanzia, e le richieste inviate mentre avevi effettuato l’accesso;
        </li>
        <li>i dispositivi che risultano da richieste, riparazioni e ordini.</li>
      </ul>
    ),
  },
  {
    id: 'uso',
    title: 'Uso corretto del sito',
    body: (
      <>
        <p>Usando il sito ti impegni a non:</p>
        <ul>
          <li>inserire dati falsi o di altre persone senza il loro permesso;</li>
          <li>
            tentare di accedere ad account, ordini o riparazioni altrui, o di aggirare i limiti e le
            protezioni del sito;
          </li>
          <li>
            usare programmi automatici per inviare moduli o ordini, o per copiare il catalogo in
            modo massivo;
          </li>
          <li>scrivere nei moduli e nelle note contenuti offensivi o illeciti.</li>
        </ul>
        <p>
          Testi, immagini e marchi del sito appartengono a {SHOP.legalName} o ai rispettivi titolari
          e non possono essere riprodotti senza permesso.
        </p>
      </>
    ),
  },
  {
    id: 'chiusura',
    title: 'Chiudere l’account',
    body: (
      <>
        <p>
          Puoi chiedere in qualsiasi momento la chiusura dell’account scrivendo a{' '}
          <a href={PRIVACY_MAIL}>{SHOP.privacyEmail}</a> dall’indirizzo e-mail dell’account. Lo
          chiudiamo e cancelliamo i dati entro 30 giorni, salvo quelli che la legge ci chiede di
          conservare, come le fatture. Gli ordini e le riparazioni in corso proseguono normalmente.
        </p>
        <p>
          Se l’account viene usato in violazione di questi termini possiamo sospenderlo o chiuderlo,
          dopo avertelo comunicato per e-mail con il motivo, salvo che serva agire subito per
          proteggere altri clienti o il sito.
        </p>
      </>
    ),
  },
  {
    id: 'modifiche',
    title: 'Modifiche e legge applicabile',
    body: (
      <p>
        Se cambiamo questi termini in modo rilevante, te lo scriviamo almeno 15 giorni prima che si
        applichino; se non li accetti puoi chiudere l’account. Si applica la legge italiana e, per
        le controversie con un consumatore, è competente il giudice del luogo in cui risiede.
      </p>
    ),
  },
];

export function TermsOfUsePage() {
  return (
    <LegalDocument
      head={PAGE_HEADS.termsOfUse}
      intro="Le regole per usare il sito e il tuo account."
      updated="2026-11-23"
      opening={
        <p>
          Sono le condizioni d’uso che accetti quando crei un account: chi può aprirlo, come
          proteggerlo, cosa contiene e come chiuderlo.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
