import { type ReactNode, useId, useState } from 'react';

export interface ChartRow {
  label: string;
  value: number;
  /** The value as a person reads it: "1.234,00 €", "3". */
  shown: string;
}

/**
 * A chart and the table behind it (docs/product.md#numeri): the picture is named and described
 * for screen readers, the table is always there for them and shown to sighted users on demand.
 */
export function ChartFigure({
  title,
  description,
  columns,
  rows,
  children,
}: {
  title: string;
  description: string;
  columns: [string, string];
  rows: readonly ChartRow[];
  children: (ids: { title: string; description: string; name: string }) => ReactNode;
}) {
  const id = useId();
  const ids = { title: `${id}-title`, description: `${id}-desc`, name: title };
  const [open, setOpen] = useState(false);
  return (
    <figure className="relative rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <figcaption id={ids.title} className="font-bold">
        {title}
      </figcaption>
      <p id={ids.description} className="mb-3 text-sm text-slate-600">
        {description}
      </p>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">Nessun dato nel periodo.</p>
      ) : (
        <>
          {children(ids)}
          <button
            type="button"
            aria-expanded={open}
            aria-controls={`${id}-table`}
            onClick={() => setOpen(!open)}
            className="mt-3 text-sm font-semibold text-brand-700 underline"
          >
            {open ? 'Nascondi la tabella' : 'Mostra la tabella'}
          </button>
          {/* A table ignores a 1px width: the box around it is what hides it. */}
          <div id={`${id}-table`} className={open ? '' : 'sr-only'}>
            <table className="mt-2 w-full text-sm">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr className="text-left text-slate-600">
                  <th scope="col">{columns[0]}</th>
                  <th scope="col" className="text-right">
                    {columns[1]}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.label} className="border-t border-slate-100">
                    <th scope="row" className="py-1 text-left font-normal">
                      {row.label}
                    </th>
                    <td className="py-1 text-right tabular-nums">{row.shown}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}
