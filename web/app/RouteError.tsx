import { buttonStyles } from '../ui/buttons';
import { Container } from '../ui/Container';
import { PageMeta } from '../ui/PageMeta';

/** The page shown when a page's code failed to load or to render. */
export function RouteError() {
  return (
    <Container className="py-20 text-center">
      <PageMeta
        title="Pagina non disponibile"
        description="La pagina non si è aperta: ricaricala per riprovare."
        noIndex
      />
      <h1 className="text-3xl font-bold">Non è stato possibile aprire la pagina</h1>
      <p className="mx-auto mt-3 max-w-md text-slate-600">
        Potrebbe essere uscita una nuova versione del sito o la connessione si è interrotta.
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className={`${buttonStyles.primary} mt-8`}
      >
        Ricarica la pagina
      </button>
    </Container>
  );
}
