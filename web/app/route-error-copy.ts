/** What a page that could not open says, drawn by React (RouteError) or, without it, by the entry. */
export const ROUTE_ERROR_COPY = {
  title: 'Pagina non disponibile',
  description: 'La pagina non si è aperta: ricaricala per riprovare.',
  heading: 'Non è stato possibile aprire la pagina',
  explanation:
    'Potrebbe essere uscita una nuova versione del sito o la connessione si è interrotta.',
  reload: 'Ricarica la pagina',
} as const;
