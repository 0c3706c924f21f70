import { useEffect, useState } from 'react';
import { MAX_SEARCH_LENGTH } from '../../schema/rules/search';
import { useAdminUrl } from './admin-url';

/** A staff list's search box: what is typed goes to the URL on «Cerca», back to page one. */
export function ListSearch({ label, hint }: { label: string; hint: string }) {
  const url = useAdminUrl();
  const [text, setText] = useState(url.search);
  useEffect(() => setText(url.search), [url.search]);
  return (
    <search className="flex min-w-60 flex-1">
      <form
        className="flex min-w-0 flex-1 gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          url.go({ search: text.trim(), id: null });
        }}
      >
        <label className="sr-only" htmlFor={`cerca-${label}`}>
          Cerca in {label.toLowerCase()}
        </label>
        <input
          id={`cerca-${label}`}
          type="search"
          value={text}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder={hint}
          onChange={(event) => setText(event.target.value)}
          className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-sm"
        />
        <button
          type="submit"
          className="h-10 rounded-lg bg-slate-800 px-4 text-sm font-semibold text-white hover:bg-slate-900"
        >
          Cerca
        </button>
      </form>
    </search>
  );
}

/** A staff list's state filter, kept in the URL. */
export function StatusFilter({
  statuses,
}: {
  statuses: readonly { value: string; label: string }[];
}) {
  const url = useAdminUrl();
  return (
    <label className="flex max-w-full items-center gap-2 text-sm font-medium">
      Stato
      <select
        value={url.status}
        onChange={(event) => url.go({ status: event.target.value, id: null })}
        className="h-10 min-w-0 rounded-lg border border-slate-300 px-2 text-sm"
      >
        <option value="">Tutti</option>
        {statuses.map((status) => (
          <option key={status.value} value={status.value}>
            {status.label}
          </option>
        ))}
      </select>
    </label>
  );
}
