import { useId } from 'react';
import { focusOnMount } from '../ui/focus';
import { Icon } from '../ui/Icon';
import { Sheet } from '../ui/Sheet';
import { SearchMessage } from './SearchMessage';
import { SearchOptions } from './SearchOptions';
import { useSearchOverlay } from './useSearchOverlay';

/** The desktop search: a dialog over the page, results as the visitor types. */
export default function SearchOverlay({ onClose }: { onClose: () => void }) {
  const search = useSearchOverlay(onClose);
  const { text, active, matches } = search;
  const listId = useId();
  const hasQuery = text.trim().length > 0;

  return (
    <Sheet open onClose={onClose} label="Cerca prodotti" side="top">
      <div className="p-4 sm:p-5">
        <div className="flex items-center gap-3">
          <label className="relative flex-1">
            <span className="sr-only">Cerca prodotti</span>
            <Icon
              name="search"
              className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-400"
            />
            <input
              // The dialog exists to type a search.
              ref={focusOnMount}
              type="search"
              role="combobox"
              aria-expanded={hasQuery}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
              placeholder="Cerca prodotti..."
              value={text}
              onChange={(event) => search.type(event.target.value)}
              onKeyDown={search.onKeyDown}
              className="h-12 w-full rounded-full border border-slate-300 bg-white pr-4 pl-12 text-base outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-200"
            />
          </label>
          <button
            type="button"
            onClick={onClose}
            aria-label="Chiudi ricerca"
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-slate-100"
          >
            <Icon name="close" className="size-6" />
          </button>
        </div>
        <div className="mt-3">
          <SearchMessage
            status={search.status}
            found={matches.length}
            className="px-2 py-6 text-center text-slate-600"
          />
          <SearchOptions
            listId={listId}
            matches={matches}
            active={active}
            onHover={search.setActive}
            onOpen={search.open}
          />
        </div>
      </div>
    </Sheet>
  );
}
