import { useRouteError } from 'react-router';
import { Container } from '../ui/Container';

/** What a page that failed to load or render shows instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  console.error('Errore di navigazione', error);
  return (
    <Container className="py-20 text-center">
      <h1 className="text-3xl font-bold">Non è stato possibile aprire la pagina</h1>
      <p className="mx-auto mt-3 max-w-md text-slate-600">
        Potrebbe essere uscita una nuova versione del sito o la connessione si è interrotta.
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-8 rounded-full bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
      >
        Ricarica la pagina
      </button>
    </Container>
  );
}
