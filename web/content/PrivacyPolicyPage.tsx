import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PAGE_HEADS } from '../../schema/seo';
import { SHOP, SHOP_ADDRESS_LINE } from '../../schema/shop';
import { CompanyAddress, LegalDocument, type LegalSection } from './LegalDocument';

const PRIVACY_MAIL = `mailto:${SHOP.privacyEmail}`;

interface Treatment {
  id: string;
  title: string;
  data: ReactNode;
  purpose: ReactNode;
  basis: ReactNode;
  retention: ReactNode;
}

const TREATMENTS: Treatment[] = [
  {
    id: 'preventivi',
    title: 'Richieste di preventivo',
    data: 'Nome, indirizzo e-mail, numero di telefono, dati del dispositivo (tipo, marca e modello) e descrizione del problema.',
    purpose:
      'Valutare il guasto, inviarti il preventivo e contattarti se servono chiarimenti prima della riparazione.',
    basis:
      'Esecuzione di misure precontrattuali adottate su tua richiesta (art. 6, par. 1, lett. b GDPR).',
    retention:
      '12 mesi dalla richiesta. Se al preventivo segue una riparazione, i dati entrano nella scheda della riparazione e seguono i tempi indicati al punto successivo.',
  },
  {
    id: 'riparazioni',
    title: 'Modulo di spedizione e riparazioni',
    data: (
      <>
        Nome e cognome del mittente, indirizzo, numero di telefono, indirizzo e-mail, dati del
        dispositivo, descrizione del problema, codice di sblocco del dispositivo, fotografie del
        pacco e del dispositivo scattate al ricevimento, esito della diagnosi e interventi eseguiti.
      </>
    ),
    purpose: (
      <>
        Ricevere il dispositivo, eseguire diagnosi e riparazione, restituirlo, gestire la garanzia
        ed emettere i documenti fiscali. Il <strong>codice di sblocco</strong> serve soltanto a
        collaudare il dispositivo prima e dopo l’intervento: è visibile solo ai tecnici che se ne
        occupano e non lo usiamo per accedere a foto, messaggi o altri contenuti personali.
      </>
    ),
    basis: (
      <>
        Esecuzione del contratto di riparazione (art. 6, par. 1, lett. b GDPR) e adempimento degli
        obblighi fiscali e contabili (art. 6, par. 1, lett. c GDPR).
      </>
    ),
    retention: (
      <>
        Il codice di sblocco viene cancellato quando la riparazione si chiude (con la riconsegna o
        l’annullamento) o quando il modulo di spedizione viene archiviato senza diventare una
        riparazione. La scheda della riparazione, con la sua cronologia e il modulo o la richiesta
        da cui è nata, è cancellata 24 mesi dopo la chiusura (o dopo l’ultimo aggiornamento della
        scheda chiusa, se successivo), il tempo per gestire la garanzia ed eventuali contestazioni;
        la fattura della riparazione, se emessa, è un documento contabile e la conserviamo per 10
        anni, come richiesto dall’art. 2220 del Codice civile. Un modulo di spedizione che non
        diventa una riparazione è cancellato 12 mesi dopo l’invio. Le fotografie scattate al
        ricevimento restano nell’archivio del laboratorio, non sul sito, e le cancelliamo 24 mesi
        dopo la chiusura della riparazione.
      </>
    ),
  },
  {
    id: 'stato',
    title: 'Stato della riparazione',
    data: 'Codice riparazione e indirizzo e-mail che inserisci nella pagina Stato riparazione.',
    purpose:
      'Verificare che chi consulta la riparazione ne abbia diritto e mostrarti a che punto è il lavoro.',
    basis: 'Esecuzione del contratto di riparazione (art. 6, par. 1, lett. b GDPR).',
    retention:
      'Codice ed e-mail vengono confrontati con quelli della scheda della riparazione e non sono conservati separatamente, salvo i log tecnici descritti più avanti.',
  },
  {
    id: 'account',
    title: 'Account cliente',
    data: (
      <>
        Indirizzo e-mail, nome e password. L’autenticazione è gestita da Google tramite il servizio
        Firebase Authentication: la password è custodita dal fornitore in forma protetta e noi non
        la conosciamo. Se accedi con il tuo account Google, riceviamo da Google nome, indirizzo
        e-mail e identificativo dell’account.
      </>
    ),
    purpose:
      'Creare e gestire il tuo account, permetterti di accedere in modo sicuro e di consultare ordini, riparazioni, indirizzi salvati e preferiti.',
    basis:
      'Esecuzione del contratto relativo al servizio di account che richiedi (art. 6, par. 1, lett. b GDPR).',
    retention:
      'Fino alla cancellazione dell’account, che puoi chiederci in qualsiasi momento. Dopo la cancellazione eliminiamo i dati entro 30 giorni, salvo quelli che dobbiamo conservare per obblighi di legge, come le fatture.',
  },
  {
    id: 'ordini',
    title: 'Ordini nello shop',
    data: (
      <>
        Nome e cognome o ragione sociale, indirizzi di spedizione e di fatturazione, indirizzo
        e-mail, numero di telefono, codice fiscale o partita IVA e, per la fatturazione elettronica,
        codice destinatario o PEC; prodotti acquistati, importi e metodo di pagamento scelto
        (bonifico bancario, contrassegno o pagamento al ritiro in negozio). Non raccogliamo dati di
        carte di pagamento.
      </>
    ),
    purpose:
      'Gestire l’ordine, la spedizione o il ritiro, il pagamento, la fatturazione, il diritto di recesso e la garanzia legale.',
    basis: (
      <>
        Esecuzione del contratto di vendita (art. 6, par. 1, lett. b GDPR) e adempimento degli
        obblighi fiscali e contabili (art. 6, par. 1, lett. c GDPR).
      </>
    ),
    retention: (
      <>
        Fatture e documenti contabili per 10 anni dalla data dell’ultima registrazione (art. 2220
        del Codice civile). Gli altri dati dell’ordine per 26 mesi dalla consegna, il tempo
        necessario a gestire la garanzia legale e gli eventuali reclami, oppure finché mantieni
        attivo l’account, se vuoi continuare a vedere lo storico degli ordini.
      </>
    ),
  },
  {
    id: 'indirizzi-preferiti',
    title: 'Indirizzi salvati e preferiti',
    data: 'Gli indirizzi che salvi nel tuo account e i prodotti che aggiungi ai preferiti.',
    purpose: 'Velocizzare i tuoi ordini successivi e ricordare i prodotti che ti interessano.',
    basis:
      'Esecuzione del contratto relativo al servizio di account (art. 6, par. 1, lett. b GDPR).',
    retention: 'Finché non li elimini tu oppure fino alla cancellazione dell’account.',
  },
  {
    id: 'newsletter',
    title: 'Newsletter',
    data: 'Indirizzo e-mail, data e ora in cui hai prestato il consenso.',
    purpose: 'Inviarti novità, guide e offerte del negozio e del laboratorio.',
    basis: (
      <>
        Il tuo consenso (art. 6, par. 1, lett. a GDPR), che puoi revocare in qualsiasi momento con
        il link presente in ogni e-mail o scrivendo a <a href={PRIVACY_MAIL}>{SHOP.privacyEmail}</a>
        . La revoca non rende illecito l’invio avvenuto prima.
      </>
    ),
    retention:
      'Fino alla revoca del consenso. Dopo la revoca non ti inviamo più nulla e cancelliamo il tuo indirizzo dalla lista di invio. Un indirizzo iscritto ma mai confermato con il link dell’e-mail di conferma è cancellato 30 giorni dopo l’ultima iscrizione.',
  },
  {
    id: 'avvisi-disponibilita',
    title: 'Avvisi di disponibilità',
    data: 'Indirizzo e-mail, il prodotto di cui chiedi l’avviso e, se hai un account, l’account; le date della richiesta, della conferma e dell’invio.',
    purpose:
      'Inviarti un’unica e-mail quando il prodotto torna disponibile; senza account, prima ti chiediamo di confermare la richiesta con il link che ti inviamo.',
    basis: 'La tua richiesta (art. 6, par. 1, lett. b GDPR).',
    retention:
      'Una richiesta mai confermata è cancellata 30 giorni dopo l’ultima richiesta; dopo l’invio dell’avviso la conserviamo 12 mesi, poi la cancelliamo. Una richiesta confermata resta finché il prodotto non torna disponibile.',
  },
  {
    id: 'email',
    title: 'E-mail che ti inviamo',
    data: 'Indirizzo del destinatario, oggetto e testo di ogni e-mail che il sito ti invia (conferme e aggiornamenti di ordini, resi, richieste e riparazioni, avvisi di disponibilità, newsletter), con la data e l’esito dell’invio.',
    purpose:
      'Inviarti le comunicazioni che riguardano ordini, richieste e riparazioni, inviare di nuovo quelle che non sono arrivate e verificare cosa ti abbiamo scritto in caso di domande o contestazioni.',
    basis:
      'Il contratto o le misure precontrattuali a cui l’e-mail si riferisce (art. 6, par. 1, lett. b GDPR) e, per la newsletter, il tuo consenso (art. 6, par. 1, lett. a GDPR).',
    retention:
      'La copia di un’e-mail inviata, o che non è stato possibile consegnare, è cancellata 12 mesi dopo che l’abbiamo scritta; un’e-mail ancora in attesa di invio resta finché non parte.',
  },
  {
    id: 'contatti',
    title: 'Messaggi via e-mail, telefono e WhatsApp',
    data: 'I dati di contatto e le informazioni che ci comunichi nei messaggi e nelle telefonate.',
    purpose: 'Rispondere alle tue domande e darti assistenza.',
    basis: (
      <>
        Misure precontrattuali o esecuzione del contratto, se la richiesta riguarda un preventivo,
        una riparazione o un ordine (art. 6, par. 1, lett. b GDPR); altrimenti il nostro legittimo
        interesse a rispondere a chi ci contatta (art. 6, par. 1, lett. f GDPR). Se ci scrivi su
        WhatsApp, il servizio è fornito da WhatsApp Ireland Limited, che tratta i dati come titolare
        autonomo secondo la propria informativa.
      </>
    ),
    retention:
      '24 mesi dall’ultimo messaggio, salvo che i contenuti rientrino in una riparazione o in un ordine, che seguono i tempi indicati sopra.',
  },
  {
    id: 'dati-tecnici',
    title: 'Dati tecnici di navigazione e memoria del browser',
    data: (
      <>
        Log del server gestiti da Cloudflare: indirizzo IP, data e ora della richiesta, pagina
        richiesta, tipo di browser e di dispositivo, esito della richiesta. Nella memoria del tuo
        browser salviamo il carrello, gli ordini fatti da quel browser e la sessione di accesso:
        l’elenco completo è in <a href="#browser">Cosa salviamo nel tuo browser</a>. Non usiamo
        cookie.
      </>
    ),
    purpose:
      'Far funzionare il sito, il carrello e l’accesso all’account, proteggerlo da abusi e attacchi e individuare gli errori.',
    basis: (
      <>
        Il nostro legittimo interesse alla sicurezza e al corretto funzionamento del sito (art. 6,
        par. 1, lett. f GDPR). La memoria del browser è usata solo per funzioni tecniche
        strettamente necessarie al servizio che richiedi e per questo non richiede il consenso (art.
        122 del D.Lgs. 196/2003).
      </>
    ),
    retention: (
      <>
        I log del server per un massimo di 30 giorni, salvo che servano ad accertare un illecito. I
        dati nella memoria del browser per i tempi indicati nell’elenco, o finché non li cancelli
        dalle impostazioni del browser.
      </>
    ),
  },
];

interface StoredItem {
  name: string;
  storage: string;
  purpose: string;
  lasts: string;
}

/**
 * Everything the site keeps in the browser (docs/product.md#legal-pages): the keys the code writes
 * and those of the Firebase SDK, which loads only for signing in.
 */
const BROWSER_STORAGE: StoredItem[] = [
  {
    name: 'cart',
    storage: 'localStorage',
    purpose:
      'I prodotti nel carrello, con colore, versione e quantità, per ritrovarlo quando torni.',
    lasts: 'Finché non completi l’ordine o svuoti il carrello.',
  },
  {
    name: 'orders',
    storage: 'localStorage',
    purpose:
      'Identificativo, numero e codice di accesso degli ordini fatti da questo browser (al massimo 50), per aprirli anche senza account.',
    lasts:
      'Finché non cancelli i dati del sito; quelli fatti con un account si cancellano quando esci.',
  },
  {
    name: 'user',
    storage: 'localStorage',
    purpose:
      'Identificativo, e-mail e nome dell’account con cui hai effettuato l’accesso, per mostrarti subito connesso.',
    lasts: 'Fino a quando esci dall’account.',
  },
  {
    name: 'auth_exp',
    storage: 'localStorage',
    purpose: 'Quando scade la sessione di accesso: 30 giorni dopo l’accesso.',
    lasts: 'Fino all’uscita o alla scadenza.',
  },
  {
    name: 'firebaseLocalStorageDb',
    storage: 'IndexedDB',
    purpose:
      'La sessione di Firebase Authentication (identificativo dell’account, e-mail e token di accesso), per restare connesso tra una pagina e l’altra. Se il browser non consente IndexedDB, la stessa sessione va in localStorage, con una chiave che inizia per firebase:authUser.',
    lasts: 'Fino a quando esci dall’account, al massimo 30 giorni.',
  },
  {
    name: 'firebase-heartbeat-database',
    storage: 'IndexedDB',
    purpose:
      'La versione della libreria Firebase e i giorni in cui è stata usata, senza dati su di te: la libreria la invia a Google con le richieste di accesso, per la diagnostica del servizio.',
    lasts: 'Gli ultimi 30 giorni di utilizzo al massimo.',
  },
  {
    name: 'checkout',
    storage: 'sessionStorage',
    purpose:
      'I dati inseriti nel checkout (contatti, indirizzo, pagamento, fattura, note), per mostrarli nel riepilogo prima della conferma.',
    lasts: 'Fino alla conferma dell’ordine o alla chiusura della scheda.',
  },
  {
    name: 'd1-bookmark',
    storage: 'sessionStorage',
    purpose:
      'Un riferimento tecnico all’ultima versione dei dati letta, perché tu veda subito quello che hai appena fatto (per esempio l’ordine confermato).',
    lasts: 'Fino alla chiusura della scheda.',
  },
  {
    name: 'preload-error-reloaded',
    storage: 'sessionStorage',
    purpose:
      'L’indirizzo di una pagina ricaricata dopo un aggiornamento del sito, per ricaricarla una volta sola.',
    lasts: 'Fino alla chiusura della scheda.',
  },
];

const SECTIONS: LegalSection[] = [
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

export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      head={PAGE_HEADS.privacyPolicy}
      intro={
        <>
          Informativa sul trattamento dei dati personali ai sensi degli artt. 13 e 14 del
          Regolamento (UE) 2016/679 (GDPR) e del D.Lgs. 196/2003 (Codice in materia di protezione
          dei dati personali).
        </>
      }
      updated="2026-11-23"
      opening={
        <p>
          In questa informativa ti spieghiamo quali dati personali raccogliamo quando usi il sito,
          ci chiedi un preventivo, ci affidi un dispositivo o acquisti nello shop, perché li
          raccogliamo, per quanto tempo li conserviamo e come puoi esercitare i tuoi diritti.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
