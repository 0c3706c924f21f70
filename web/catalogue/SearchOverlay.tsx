import { useId, useState } from 'react';
import { HEADER_SEARCH_LIMIT } from '../../schema/rules/catalogue-filters';
import { useNavigate } from '../app/location';
import { Icon } from '../ui/Icon';
import { Sheet } from '../ui/Sheet';
import { SearchMessage } from './SearchMessage';
import { useProductSearch } from './useProductSearch';

/** The desktop search: a dialog over the page, results as the visitor types. */
export default function SearchOverlay({ onClose }: { onClose: () => void }) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const listId = useId();
  const { hits: matches, status } = useProductSearch(text, HEADER_SEARCH_LIMIT.desktop);
  const hasQuery = text.trim().length > 0;

  const open = (id: string) => {
    onClose();
    void navigate(`/product-overview/${id}`);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      // A search field would spend the first Escape clearing itself; here Escape closes.
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown' && matches.length) {
      event.preventDefault();
      setActive((index) => (index + 1) % matches.length);
    } else if (event.key === 'ArrowUp' && matches.length) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? matches.length - 1 : index - 1));
    } else if (event.key === 'Enter') {
      const chosen = matches[active] ?? (matches.length === 1 ? matches[0] : undefined);
      if (chosen) {
        event.preventDefault();
        open(chosen.id);
      }
    }
  };

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
              // biome-ignore lint/a11y/noAutofocus: the dialog exists to type a search
              autoFocus
              type="search"
              role="combobox"
              aria-expanded={hasQuery}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
              placeholder="Cerca prodotti..."
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setActive(-1);
              }}
              onKeyDown={onKeyDown}
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
            status={status}
            found={matches.length}
            className="px-2 py-6 text-center text-slate-600"
          />
          <div
            id={listId}
            role="listbox"
            aria-label="Risultati della ricerca"
            className="divide-y divide-slate-100"
          >
            {matches.map((hit, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input drives the keyboard
              <div
                key={hit.id}
                tabIndex={-1}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                onMouseEnter={() => setActive(index)}
                onClick={() => open(hit.id)}
                className={`flex cursor-pointer items-center gap-4 rounded-xl px-3 py-2.5 ${
                  index === active ? 'bg-brand-50' : 'hover:bg-slate-50'
                }`}
              >
                {hit.image ? (
                  <img
                    src={hit.image}
                    alt=""
                    width={48}
                    height={48}
                    className="size-12 rounded-lg bg-slate-100 object-contain"
                  />
                ) : null}
                <div className="min-w-0">
                  <p className="truncate font-medium text-ink">{hit.name}</p>
                  <p className="text-sm text-slate-500">{hit.brand}</p>
                </div>
              </div>
            ))}
          </div>
        </div>
      </div>
    </Sheet>
  );
}
