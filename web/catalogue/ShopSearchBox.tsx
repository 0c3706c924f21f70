import { useId } from 'react';
import { MAX_SEARCH_LENGTH } from '../../schema/rules/search';
import { Icon } from '../ui/Icon';

interface ShopSearchBoxProps {
  text: string;
  onType: (text: string) => void;
  onSubmit: () => void;
}

/** The listing's own search box: typing searches after a pause, Invio at once. */
export function ShopSearchBox({ text, onType, onSubmit }: ShopSearchBoxProps) {
  const searchId = useId();
  return (
    <search className="block w-full md:max-w-md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-slate-700">
          Cerca nel negozio
        </label>
        <div className="relative">
          <Icon
            name="search"
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-400"
          />
          <input
            id={searchId}
            type="search"
            value={text}
            maxLength={MAX_SEARCH_LENGTH}
            placeholder="Nome, marca o caratteristica"
            onChange={(event) => onType(event.target.value)}
            className="h-11 w-full rounded-full border border-slate-300 bg-white pr-4 pl-12 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-200"
          />
        </div>
      </form>
    </search>
  );
}
