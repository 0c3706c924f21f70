import { Link } from 'wouter';
import { NOT_FOUND_HEAD } from '../../schema/seo';
import { Container } from '../ui/Container';
import { PageMeta } from '../ui/PageMeta';

export function NotFoundPage() {
  return (
    <Container className="py-20 text-center">
      <PageMeta {...NOT_FOUND_HEAD} />
      <p className="text-7xl font-black text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold">Pagina non trovata</h1>
      <p className="mx-auto mt-3 max-w-md text-slate-600">
        L'indirizzo potrebbe essere sbagliato o la pagina non esiste più. Puoi tornare alla home o
        cercare tra i nostri prodotti.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="rounded-full bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
        >
          Torna alla home
        </Link>
        <Link
          to="/shop"
          className="rounded-full border border-slate-300 bg-white px-5 py-3 font-semibold hover:bg-slate-50"
        >
          Vai allo shop
        </Link>
      </div>
    </Container>
  );
}
