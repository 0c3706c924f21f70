import type { ReactNode } from 'react';
import { ErrorState } from '../ui/ErrorState';
import { Icon } from '../ui/Icon';
import { useAdminUrl } from './admin-url';
import { ListPager } from './ListPager';
import { ListSearch, StatusFilter } from './ListSearch';
import { ListTable } from './ListTable';

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
  const rows = page?.items;
  return (
    <section aria-label={label} className="min-w-0 rounded-2xl bg-white ring-1 ring-slate-200">
      <div className="flex flex-wrap items-end gap-3 border-b border-slate-200 p-4">
        {searchHint ? <ListSearch label={label} hint={searchHint} /> : null}
        {statuses ? <StatusFilter statuses={statuses} /> : null}
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
        <ListTable rows={rows} columns={columns} rowId={rowId} rowName={rowName} />
      )}
      <ListPager label={label} total={page?.total ?? 0} pageCount={page?.pageCount ?? 1} />
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
