import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { quickMatch } from '../../schema/rules/catalogue';
import { Icon } from '../ui/Icon';
import { useSearchIndex } from './search-index';
import { MOBILE_SEARCH_LIMIT } from './search-limits';

export function searchResultsPath(text: string): string {
  return `/category-pages?q=${encodeURIComponent(text.trim())}`;
}

/** The phone's search, always in the header: a few matches and the way to all of them. */
export function MobileSearch() {
  const [text, setText] = useState('');
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const listId = useId();
  const { hits } = useSearchIndex(used);
  const matches = quickMatch(hits, text, MOBILE_SEARCH_LIMIT);
  const showResults = open && text.trim().length > 0;

  const reset = () => {
    setOpen(false);
    setText('');
  };

  return (
    <search
      className="relative block"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!text.trim()) return;
          navigate(searchResultsPath(text));
          reset();
        }}
      >
        <label className="relative block">
          <span className="sr-only">Cerca prodotti</span>
          <Icon
            name="search"
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-400"
          />
          <input
            type="search"
            enterKeyHint="search"
            placeholder="Search"
            aria-controls={listId}
            value={text}
            onFocus={() => {
              setUsed(true);
              setOpen(true);
            }}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
            }}
            className="h-11 w-full rounded-full border border-slate-300 bg-slate-50 pr-4 pl-12 text-base outline-none focus:border-brand-500 focus:bg-white focus:ring-2 focus:ring-brand-200"
          />
        </label>
      </form>
      {showResults ? (
        <div className="absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl">
          {matches.length === 0 ? (
            <p className="px-4 py-4 text-center text-slate-600">Nessun risultato</p>
          ) : (
            <ul
              id={listId}
              aria-label="Risultati della ricerca"
              className="divide-y divide-slate-100"
            >
              {matches.map((hit) => (
                <li key={hit.id}>
                  <Link
                    to={`/product-overview/${hit.id}`}
                    onClick={reset}
                    className="flex items-center gap-3 px-4 py-2.5 hover:bg-slate-50"
                  >
                    {hit.image ? (
                      <img
                        src={hit.image}
                        alt=""
                        width={40}
                        height={40}
                        className="size-10 rounded-lg bg-slate-100 object-contain"
                      />
                    ) : null}
                    <span className="min-w-0">
                      <span className="block truncate font-medium">{hit.name}</span>
                      <span className="block text-sm text-slate-500">{hit.brand}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <Link
            to={searchResultsPath(text)}
            onClick={reset}
            className="flex items-center justify-center gap-1 border-t border-slate-200 px-4 py-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            Vedi tutti i risultati <Icon name="chevronRight" className="size-4" />
          </Link>
        </div>
      ) : null}
    </search>
  );
}
