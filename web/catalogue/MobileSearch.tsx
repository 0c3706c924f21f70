import { lazy, useId, useState } from 'react';
import { useNavigate } from '../app/location';
import { Icon } from '../ui/Icon';
import { OnDemand } from '../ui/OnDemand';
import { searchResultsPath } from './search-path';

const MobileSearchResults = lazy(async () => ({
  default: (await import('./MobileSearchResults')).MobileSearchResults,
}));

/** The phone's search, always in the header: a few matches and the way to all of them. */
export function MobileSearch() {
  const [text, setText] = useState('');
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const listId = useId();
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
          void navigate(searchResultsPath(text));
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
            aria-controls={showResults ? listId : undefined}
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
      <OnDemand when={used}>
        <MobileSearchResults text={text} visible={showResults} listId={listId} onPick={reset} />
      </OnDemand>
    </search>
  );
}
