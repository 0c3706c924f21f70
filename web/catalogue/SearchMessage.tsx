import type { SearchStatus } from './useProductSearch';

/** What both header searches say instead of results: searching, nothing found, or unavailable. */
export function SearchMessage({
  status,
  found,
  className,
}: {
  status: SearchStatus;
  found: number;
  className: string;
}) {
  const message =
    status === 'error'
      ? 'La ricerca non è disponibile in questo momento.'
      : status === 'pending' && found === 0
        ? 'Ricerca in corso…'
        : status === 'done' && found === 0
          ? 'Nessun risultato'
          : null;
  return message ? <p className={className}>{message}</p> : null;
}
