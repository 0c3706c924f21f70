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
export const BROWSER_STORAGE: StoredItem[] = [
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
