import type { ReactNode } from 'react';
import { SHOP } from '../../schema/shop';
import { PRIVACY_MAIL } from './privacy-contact';

interface Treatment {
  id: string;
  title: string;
  data: ReactNode;
  purpose: ReactNode;
  basis: ReactNode;
  retention: ReactNode;
}

export const TREATMENTS: Treatment[] = [
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
    id: 'appuntamenti',
    title: 'Appuntamenti in laboratorio',
    data: 'Nome, indirizzo e-mail, numero di telefono e dispositivo della richiesta o della riparazione, giorno e ora dell’appuntamento, eventuali spostamenti o annullamenti e se ti sei presentato.',
    purpose:
      'Riservarti un orario per consegnare il dispositivo, mandarti conferma, promemoria del giorno prima e file per il calendario, e organizzare il lavoro del laboratorio.',
    basis:
      'Esecuzione di misure precontrattuali o del contratto di riparazione (art. 6, par. 1, lett. b GDPR).',
    retention:
      '12 mesi dalla data dell’appuntamento, poi lo cancelliamo insieme alla sua cronologia.',
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
