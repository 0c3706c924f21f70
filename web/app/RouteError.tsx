import { buttonStyles } from '../ui/buttons';
import { Container } from '../ui/Container';
import { PageMeta } from '../ui/PageMeta';
import { ROUTE_ERROR_COPY as copy } from './route-error-copy';

/** The page shown when a page's code failed to load or to render. */
export function RouteError() {
  return (
    <Container className="py-20 text-center">
      <PageMeta title={copy.title} description={copy.description} noIndex />
      <h1 className="text-3xl font-bold">{copy.heading}</h1>
      <p className="mx-auto mt-3 max-w-md text-slate-600">{copy.explanation}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className={`${buttonStyles.primary} mt-8`}
      >
        {copy.reload}
      </button>
    </Container>
  );
}
