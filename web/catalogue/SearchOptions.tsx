import type { useSearchOverlay } from './useSearchOverlay';

type Overlay = ReturnType<typeof useSearchOverlay>;

interface SearchOptionsProps {
  listId: string;
  matches: Overlay['matches'];
  active: number;
  onHover: (index: number) => void;
  onOpen: (id: string) => void;
}

/** The matches as the combobox's listbox: image, name and brand; the active one highlighted. */
export function SearchOptions({ listId, matches, active, onHover, onOpen }: SearchOptionsProps) {
  return (
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
          onMouseEnter={() => onHover(index)}
          onClick={() => onOpen(hit.id)}
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
  );
}
