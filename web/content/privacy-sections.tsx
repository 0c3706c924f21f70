import { SHOP } from '../../schema/shop';
import { CompanyAddress, type LegalSection } from './LegalDocument';
import { BROWSER_STORAGE } from './privacy-browser-storage';
import { PRIVACY_MAIL } from './privacy-contact';
import { TREATMENTS } from './privacy-treatments';

/** Who handles which data, why, where it goes and how: the policy's first part. */
export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    id: 'titolare',
    title: 'Titolare del trattamento',
    body: (
      <>
        <p>Il titolare del trattamento dei dati personali è:</p>
        <CompanyAddress>
          E-mail per la privacy: <a href={PRIVACY_MAIL}>{SHOP.privacyEmail}</a>
        </CompanyAddress>
        <p>
          Per qualsiasi domanda su questa informativa o sul trattamento dei tuoi dati puoi scriverci
          all’indirizzo dedicato alla privacy. Non abbiamo nominato un responsabile della protezione
          dei dati (DPO), perché per la nostra attività non è obbligatorio.
        </p>
      </>
    ),
  },
  {
    id: 'trattamenti',
    title: 'Quali dati trattiamo e perché',
    body: (
      <>
        <p>
          Trattiamo solo i dati necessari alle finalità descritte qui sotto. Per ciascun trattamento
          trovi i dati coinvolti, la finalità, la base giuridica prevista dall’art. 6 del GDPR e il
          periodo di conservazione. Trascorso il periodo indicato, i dati vengono cancellati o resi
          anonimi: per le richieste, le riparazioni e le e-mail lo fa un controllo automatico che
          ogni notte cancella quelli il cui periodo è scaduto.
        </p>
        {TREATMENTS.map((treatment) => (
          <section key={treatment.id} aria-labelledby={`trattamento-${treatment.id}`}>
            <h3 id={`trattamento-${treatment.id}`}>{treatment.title}</h3>
            <dl className="mt-3 border-l-2 border-brand-200 pl-4">
              <dt>Dati trattati</dt>
              <dd>{treatment.data}</dd>
              <dt>Finalità</dt>
              <dd>{treatment.purpose}</dd>
              <dt>Base giuridica</dt>
              <dd>{treatment.basis}</dd>
              <dt>Conservazione</dt>
              <dd>{treatment.retention}</dd>
            </dl>
          </section>
        ))}
      </>
    ),
  },
  {
    id: 'browser',
    title: 'Cosa salviamo nel tuo browser',
    body: (
      <>
        <p>
          Il sito <strong>non usa cookie</strong>: né tecnici, né di profilazione, né di terze
          parti. Per far funzionare il carrello, gli ordini e l’accesso all’account salva alcune
          informazioni nella memoria del tuo browser (localStorage, sessionStorage e IndexedDB), che
          restano sul tuo dispositivo: questo è l’elenco completo.
        </p>
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">Dati salvati nella memoria del browser</caption>
          <thead>
            <tr className="border-b border-slate-300 text-ink">
              <th scope="col" className="py-2 pr-3">
                Nome e memoria
              </th>
              <th scope="col" className="py-2">
                Cosa contiene, perché e per quanto tempo
              </th>
            </tr>
          </thead>
          <tbody>
            {BROWSER_STORAGE.map((item) => (
              <tr key={item.name} className="border-b border-slate-200 align-top">
                <th scope="row" className="py-2 pr-3 font-normal">
                  <code className="font-semibold break-all text-ink">{item.name}</code>
                  <br />
                  {item.storage}
                </th>
                <td className="py-2">
                  {item.purpose} <strong>Durata:</strong> {item.lasts}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          I dati di Firebase Authentication compaiono solo se apri le pagine dell’account (accesso,
          registrazione, verifica dell’e-mail, password) o se hai effettuato l’accesso: finché
          navighi senza account il servizio di accesso non viene nemmeno caricato. Quanto è in
          sessionStorage si cancella quando chiudi la scheda.
        </p>
        <p>
          Sono tutti strumenti tecnici, strettamente necessari al servizio che ci chiedi: per questo
          non servono il tuo consenso né un banner (art. 122 del D.Lgs. 196/2003). Non usiamo
          strumenti di analisi o di pubblicità e le pagine non caricano contenuti da altri siti
          (immagini, caratteri, script): lo verifichiamo con un test automatico a ogni modifica del
          sito. Fanno eccezione solo i servizi che scegli di usare: l’accesso con Google apre una
          finestra di Google e, dove è attivo l’accesso rapido di Google, la pagina di accesso
          carica il suo script da accounts.google.com; il pulsante WhatsApp ti porta sul sito di
          WhatsApp. Quando accedi al tuo account, il browser comunica con Firebase Authentication di
          Google, il servizio di accesso indicato più avanti tra i destinatari.
        </p>
        <p>
          Puoi cancellare questi dati in qualsiasi momento dalle impostazioni del browser
          (cancellando i dati del sito): perderai il carrello, l’elenco degli ordini fatti senza
          account e la sessione di accesso.
        </p>
      </>
    ),
  },
  {
    id: 'conferimento',
    title: 'Dati obbligatori e facoltativi',
    body: (
      <>
        <p>
          I dati contrassegnati come obbligatori nei moduli sono necessari per fornirti il servizio
          richiesto: senza di essi non possiamo inviarti un preventivo, accettare un dispositivo in
          riparazione, creare il tuo account o evadere un ordine. Gli altri dati sono facoltativi.
          L’iscrizione alla newsletter è sempre facoltativa e non è una condizione per acquistare o
          per far riparare un dispositivo.
        </p>
      </>
    ),
  },
  {
    id: 'modalita',
    title: 'Come trattiamo i dati',
    body: (
      <>
        <p>
          Trattiamo i dati con strumenti elettronici e, per i moduli stampati che accompagnano i
          dispositivi spediti, su carta. Vi accedono solo i dipendenti e i collaboratori autorizzati
          e istruiti a farlo (art. 29 GDPR e art. 2-quaterdecies del D.Lgs. 196/2003), ciascuno per
          quanto necessario alle proprie mansioni. Il sito usa connessioni cifrate (HTTPS) e
          adottiamo misure tecniche e organizzative adeguate per proteggere i dati da accessi non
          autorizzati, perdita o distruzione.
        </p>
        <p>
          Non prendiamo decisioni basate unicamente su trattamenti automatizzati, compresa la
          profilazione, che producano effetti giuridici su di te.
        </p>
      </>
    ),
  },
  {
    id: 'destinatari',
    title: 'A chi comunichiamo i dati',
    body: (
      <>
        <p>Non vendiamo i tuoi dati e non li diffondiamo. Possono riceverli:</p>
        <ul>
          <li>
            <strong>Cloudflare, Inc.</strong>, che ospita il sito, la sua infrastruttura e il
            database, in qualità di responsabile del trattamento (art. 28 GDPR);
          </li>
          <li>
            <strong>Google</strong>, per il servizio Firebase Authentication con cui gestiamo gli
            accessi all’account, in qualità di responsabile del trattamento;
          </li>
          <li>
            i <strong>corrieri</strong> che consegnano gli ordini e restituiscono i dispositivi
            riparati, limitatamente a nome, indirizzo e recapito telefonico;
          </li>
          <li>
            <strong>Stripe Payments Europe, Ltd.</strong>, che gestisce i pagamenti online con
            carta, PayPal, Satispay o Klarna, in qualità di responsabile del trattamento per i dati
            dell’ordine che le trasmettiamo (e-mail, importo, numero d’ordine); i dati della carta
            li inserisci direttamente sulla pagina di Stripe e noi non li vediamo mai;
          </li>
          <li>
            le <strong>banche</strong> per la gestione dei bonifici e dei rimborsi;
          </li>
          <li>
            il nostro <strong>consulente fiscale</strong>, nominato responsabile del trattamento, e
            l’Agenzia delle Entrate tramite il Sistema di Interscambio per la fatturazione
            elettronica;
          </li>
          <li>
            le <strong>autorità</strong> pubbliche e giudiziarie, quando la legge lo richiede.
          </li>
        </ul>
        <p>
          L’elenco aggiornato dei responsabili del trattamento è disponibile su richiesta scrivendo
          a <a href={PRIVACY_MAIL}>{SHOP.privacyEmail}</a>.
        </p>
      </>
    ),
  },
  {
    id: 'trasferimenti',
    title: 'Trasferimenti fuori dall’Unione europea',
    body: (
      <>
        <p>
          Cloudflare e Google possono trattare alcuni dati anche al di fuori dello Spazio economico
          europeo, in particolare negli Stati Uniti. Questi trasferimenti avvengono sulla base della
          decisione di adeguatezza della Commissione europea relativa all’EU-US Data Privacy
          Framework, a cui entrambe le società aderiscono, e delle Clausole contrattuali standard
          approvate dalla Commissione europea (art. 46 GDPR), incluse nei loro accordi sul
          trattamento dei dati. Puoi chiederci una copia delle garanzie adottate scrivendo
          all’indirizzo dedicato alla privacy.
        </p>
      </>
    ),
  },
];
