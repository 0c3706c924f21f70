import { Link } from 'wouter';
import { SHOP, SHOP_ADDRESS_LINE } from '../../schema/shop';
import type { LegalSection } from './LegalDocument';
import { PRIVACY_MAIL } from './privacy-contact';

/** What a person can ask of the shop, and how the policy changes: its last part. */
export const PRIVACY_RIGHTS: LegalSection[] = [
  {
    id: 'diritti',
    title: 'I tuoi diritti',
    body: (
      <>
        <p>In base agli artt. 15-22 del GDPR puoi chiederci in qualsiasi momento:</p>
        <ul>
          <li>
            <strong>accesso</strong>: sapere se trattiamo tuoi dati e riceverne una copia (art. 15);
          </li>
          <li>
            <strong>rettifica</strong> dei dati inesatti o incompleti (art. 16);
          </li>
          <li>
            <strong>cancellazione</strong>, quando i dati non sono più necessari o il trattamento
            non è lecito (art. 17);
          </li>
          <li>
            <strong>limitazione</strong> del trattamento, per esempio mentre verifichiamo una tua
            contestazione (art. 18);
          </li>
          <li>
            <strong>portabilità</strong>: ricevere i dati che ci hai fornito in un formato
            strutturato e leggibile da un dispositivo automatico, o farli trasmettere a un altro
            titolare (art. 20);
          </li>
          <li>
            <strong>opposizione</strong> ai trattamenti basati sul nostro legittimo interesse (art.
            21);
          </li>
          <li>
            di non essere sottoposto a decisioni basate unicamente su trattamenti automatizzati
            (art. 22).
          </li>
        </ul>
        <p>
          Puoi anche revocare in qualsiasi momento il consenso che ci hai dato, senza che questo
          renda illecito il trattamento svolto prima della revoca (art. 7 GDPR).
        </p>
        <p>
          Per esercitare i tuoi diritti scrivi a <a href={PRIVACY_MAIL}>{SHOP.privacyEmail}</a>{' '}
          oppure invia una lettera a {SHOP.legalName}, {SHOP_ADDRESS_LINE}. La richiesta è gratuita.
          Ti rispondiamo entro un mese; se la richiesta è particolarmente complessa il termine può
          essere prorogato di altri due mesi, e in quel caso ti avvisiamo entro il primo mese (art.
          12 GDPR). Per proteggere i tuoi dati potremmo chiederti di confermare la tua identità.
        </p>
      </>
    ),
  },
  {
    id: 'reclamo',
    title: 'Reclamo al Garante',
    body: (
      <>
        <p>
          Se ritieni che il trattamento dei tuoi dati violi la normativa, hai il diritto di proporre
          reclamo al Garante per la protezione dei dati personali (art. 77 GDPR), secondo le
          modalità indicate sul sito{' '}
          <a href="https://www.garanteprivacy.it">www.garanteprivacy.it</a>, oppure di rivolgerti
          all’autorità giudiziaria (art. 79 GDPR). Ti saremo comunque grati se vorrai contattarci
          prima: spesso un problema si risolve con una e-mail.
        </p>
      </>
    ),
  },
  {
    id: 'minori',
    title: 'Minori',
    body: (
      <>
        <p>
          Gli acquisti nello shop e i contratti di riparazione sono riservati ai maggiorenni: se il
          dispositivo appartiene a un minore, la richiesta deve essere fatta da chi esercita la
          responsabilità genitoriale. L’account e la newsletter non sono destinati ai minori di 14
          anni, che in Italia non possono prestare da soli il consenso per i servizi online (art.
          2-quinquies del D.Lgs. 196/2003). Se veniamo a sapere di aver raccolto dati di un minore
          di 14 anni senza il consenso dei genitori, li cancelliamo.
        </p>
      </>
    ),
  },
  {
    id: 'modifiche',
    title: 'Modifiche all’informativa',
    body: (
      <>
        <p>
          Possiamo aggiornare questa informativa per adeguarla a modifiche della normativa o dei
          nostri servizi. La data dell’ultimo aggiornamento è indicata in cima alla pagina; se le
          modifiche sono rilevanti, le comunichiamo anche per e-mail a chi ha un account. Per le
          domande sul trattamento dei dati durante una riparazione trovi risposte anche nella pagina{' '}
          <Link to="/support">Supporto</Link>.
        </p>
      </>
    ),
  },
];
