import { Icon } from '../ui/Icon';
import { useAdminUrl } from './admin-url';

/** How many rows a staff list has, and its previous and next pages, kept in the URL. */
export function ListPager({
  label,
  total,
  pageCount,
}: {
  label: string;
  total: number;
  pageCount: number;
}) {
  const url = useAdminUrl();
  return (
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
  );
}
