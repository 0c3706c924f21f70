import { Link } from 'wouter';
import { buttonStyles } from '../ui/buttons';
import { Container } from '../ui/Container';
import { ErrorState } from '../ui/ErrorState';
import { Icon } from '../ui/Icon';
import { PageMeta } from '../ui/PageMeta';

export function ProductNotFound() {
  return (
    <Container className="py-20 text-center">
      <PageMeta
        title="Prodotto non trovato"
        description="Il prodotto cercato non esiste."
        noIndex
      />
      <Icon name="package" className="mx-auto size-10 text-slate-400" />
      <h1 className="mt-4 text-3xl font-bold">Prodotto non trovato</h1>
      <p className="mx-auto mt-3 max-w-md text-slate-600">
        Il prodotto che cerchi non esiste o non è più in catalogo. Dai un'occhiata agli altri
        dispositivi disponibili.
      </p>
      <Link to="/shop" className={`${buttonStyles.primary} mt-8`}>
        Vai allo shop
      </Link>
    </Container>
  );
}

export function ProductSkeleton() {
  return (
    <Container className="py-10">
      <div
        role="status"
        aria-label="Caricamento del prodotto"
        className="grid gap-10 lg:grid-cols-2"
      >
        <div className="aspect-square animate-pulse rounded-3xl bg-slate-200" />
        <div className="space-y-4">
          <div className="h-4 w-24 animate-pulse rounded bg-slate-200" />
          <div className="h-10 w-3/4 animate-pulse rounded bg-slate-200" />
          <div className="h-8 w-40 animate-pulse rounded bg-slate-200" />
          <div className="h-24 animate-pulse rounded bg-slate-100" />
        </div>
      </div>
    </Container>
  );
}

export function ProductLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Container className="py-10">
      <PageMeta title="Prodotto" description="Scheda prodotto" noIndex />
      <ErrorState title="Non siamo riusciti a caricare il prodotto" onRetry={onRetry} />
    </Container>
  );
}
