import { type ReactNode, useEffect, useState } from 'react';
import { MAX_SEARCH_LENGTH } from '../../schema/rules/search';
import { ErrorState } from '../ui/ErrorState';
import { Icon } from '../ui/Icon';
import { useAdminUrl } from './admin-url';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
}

interface AdminListProps<T> {
  label: string;
  /** The search box's placeholder; lists that cannot be searched leave it out. */
  searchHint?: string;
  statuses?: readonly { value: string; label: string }[];
  /** The current page, undefined while it loads. */
  page: { items: readonly T[]; total: number; pageCount: number } | undefined;
  columns: readonly Column<T>[];
  rowId: (row: T) => string;
  /** Names the row for the "Apri" button; lists without a detail view leave it out. */
  rowName?: (row: T) => string;
  failed: boolean;
  onRetry: () => void;
  actions?: ReactNode;
}

/**
 * A staff table that reads as cards below `md`: each row a card, each cell led by its column's
 * name (the cell's `data-label`, drawn by CSS so the cell's text stays its value), so a phone
 * reads every column without scrolling sideways. The table keeps its semantics and headers.
 * A cell's content goes in one element, so the label and the value are the flex row's two parts.
 */
export const CARD_TABLE = {
  table: 'w-full text-left text-sm max-md:block',
  head: 'bg-slate-50 text-xs text-slate-600 uppercase max-md:sr-only',
  body: 'divide-y divide-slate-100 max-md:block',
  row: 'max-md:block max-md:px-4 max-md:py-3',
  cell: 'px-4 py-2.5 max-md:flex max-md:gap-3 max-md:p-0 max-md:py-0.5 max-md:before:w-28 max-md:before:shrink-0 max-md:before:text-left max-md:before:text-xs max-md:before:font-semibold max-md:before:text-slate-600 max-md:before:uppercase max-md:before:content-[attr(data-label)]',
  action: 'px-4 py-2.5 text-right max-md:block max-md:p-0 max-md:pt-1',
} as const;

/** A cell of such a table: its column's name for the phone's card, its value in one element. */
export function LabelledCell({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td data-label={label} className={`${CARD_TABLE.cell} ${className}`}>
      <span className="min-w-0 break-words">{children}</span>
    </td>
  );
}

/** A staff list: search, a state filter, the rows newest first, and the pager; all in the URL. */
export function AdminList<T>({
  label,
  searchHint,
  statuses,
  page,
  columns,
  rowId,
  rowName,
  failed,
  onRetry,
  actions,
}: AdminListProps<T>) {
  const url = useAdminUrl();
  const rows = page?.items;
  const total = page?.total ?? 0;
  const pageCount = page?.pageCount ?? 1;
  const [text, setText] = useState(url.search);
  useEffect(() => setText(url.search), [url.search]);

  return (
    <section aria-label={label} className="min-w-0 rounded-2xl bg-white ring-1 ring-slate-200">
      <div className="flex flex-wrap items-end gap-3 border-b border-slate-200 p-4">
        {searchHint ? (
          <search className="flex min-w-60 flex-1">
            <form
              className="flex flex-1 gap-2"
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
                placeholder={searchHint}
                onChange={(event) => setText(event.target.value)}
                className="h-10 flex-1 rounded-lg border border-slate-300 px-3 text-sm"
              />
              <button
                type="submit"
                className="h-10 rounded-lg bg-slate-800 px-4 text-sm font-semibold text-white hover:bg-slate-900"
              >
                Cerca
              </button>
            </form>
          </search>
        ) : null}
        {statuses ? (
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
        ) : null}
        {actions}
      </div>
      {failed && !rows ? (
        <div className="p-4">
          <ErrorState onRetry={onRetry} />
        </div>
      ) : !rows ? (
        <p role="status" className="p-6 text-sm text-slate-600">
          Caricamento…
        </p>
      ) : rows.length === 0 ? (
        <p className="p-6 text-sm text-slate-600">Nessun risultato.</p>
      ) : (
        <div className="relative md:overflow-x-auto">
          <table className={CARD_TABLE.table}>
            <thead className={CARD_TABLE.head}>
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.header}
                    scope="col"
                    className={`px-4 py-2 font-semibold ${column.className ?? ''}`}
                  >
                    {column.header}
                  </th>
                ))}
                {rowName ? (
                  <th scope="col" className="px-4 py-2">
                    <span className="sr-only">Azioni</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody className={CARD_TABLE.body}>
              {rows.map((row) => (
                <tr
                  key={rowId(row)}
                  className={`${CARD_TABLE.row} ${url.id === rowId(row) ? 'bg-brand-50' : 'hover:bg-slate-50'}`}
                >
                  {columns.map((column) => (
                    <LabelledCell
                      key={column.header}
                      label={column.header}
                      className={column.className}
                    >
                      {column.cell(row)}
                    </LabelledCell>
                  ))}
                  {rowName ? (
                    <td className={CARD_TABLE.action}>
                      <button
                        type="button"
                        onClick={() => url.go({ id: rowId(row) })}
                        className="rounded-lg px-2 py-1 font-semibold text-brand-700 hover:bg-brand-50"
                      >
                        Apri<span className="sr-only"> {rowName(row)}</span>
                      </button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav
        aria-label={`Pagine di ${label.toLowerCase()}`}
        className="flex items-center justify-between border-t border-slate-200 p-3 text-sm"
      >
        <span className="text-slate-600">
          {total === 1 ? '1 elemento' : `${total} elementi`} · pagina {url.page} di {pageCount}
        </span>
        <span className="flex gap-2">
          <button
            type="button"
            disabled={url.page <= 1}
            onClick={() => url.go({ page: url.page - 1, id: null })}
            className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-1.5 disabled:opacity-40"
          >
            <Icon name="chevronLeft" className="size-4" /> Precedente
          </button>
          <button
            type="button"
            disabled={url.page >= pageCount}
            onClick={() => url.go({ page: url.page + 1, id: null })}
            className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-1.5 disabled:opacity-40"
          >
            Successiva <Icon name="chevronRight" className="size-4" />
          </button>
        </span>
      </nav>
    </section>
  );
}

/** A labelled block of a record's details; closing it takes the record out of the URL. */
export function DetailPanel({ title, children }: { title: string; children: ReactNode }) {
  const url = useAdminUrl();
  return (
    <section aria-label={title} className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <div className="mb-4 flex items-start justify-between gap-3">
        <h2 className="text-lg font-bold">{title}</h2>
        <button
          type="button"
          onClick={() => url.go({ id: null })}
          aria-label="Chiudi il dettaglio"
          className="rounded-full p-1.5 hover:bg-slate-100"
        >
          <Icon name="close" className="size-5" />
        </button>
      </div>
      {children}
    </section>
  );
}

export function Facts({ rows }: { rows: readonly [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[9rem_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-slate-700">{term}</dt>
          <dd className="whitespace-pre-line text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
